// The demo coaches. Rates cover every directory price band and its exact
// bounds (4900, 5000, 10000, 10100 cents); some work weekends, some are Pro.
import { sortedCoachingLanguages, type CoachingLanguage } from '../../../shared/domain/coaching-languages.js';
import type { DemoSpecializationName } from './demo-specializations.js';

type Day = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export type DemoCoach = {
  username: string;
  firstName: string;
  lastName: string;
  // false: the account was deactivated, so the coach must not appear anywhere public.
  isActive: boolean;
  hasPhoto: boolean;
  profile: {
    hourlyRateCents: number;
    sessionLength: 30 | 45 | 60 | 90;
    timeZone: string;
    availableDays: Day[];
    availableFrom: string;
    availableTo: string;
    yearsExperience: number;
    certifications: string;
    specializations: DemoSpecializationName[];
    coachingLanguages: CoachingLanguage[];
    isFoundingCoach: boolean;
    pro?: { businessName: string; socialLink: string };
  };
};

const WEEKDAYS: Day[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

// One row a coach, in the order they joined (sign-up dates and booking plans follow this order).
// Columns: full name (the username is the first name in lower case), hourly rate in cents,
// session minutes, time zone, working days, working hours in that zone, years of experience.
type ProfileRow = [
  name: string,
  hourlyRateCents: number,
  sessionLength: DemoCoach['profile']['sessionLength'],
  timeZone: string,
  days: Day[],
  hours: string,
  years: number,
];
const PROFILES: ProfileRow[] = [
  ['Elena Marsh', 10_000, 60, 'America/New_York', WEEKDAYS, '09:00-17:00', 12],
  ['James Okafor', 5_000, 45, 'Europe/London', ['monday', 'tuesday', 'wednesday', 'thursday'], '08:00-16:00', 8],
  ['Priya Raman', 8_500, 60, 'America/Los_Angeles', WEEKDAYS, '10:00-18:00', 9],
  ['Tomas Lindqvist', 15_000, 90, 'Europe/Berlin', ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], '09:00-15:00', 14],
  ['Aiko Tanaka', 4_900, 30, 'Asia/Tokyo', ['monday', 'wednesday', 'friday', 'saturday'], '07:00-12:00', 5],
  ['Marcus Bell', 10_100, 60, 'America/Chicago', ['saturday', 'sunday'], '08:00-14:00', 10],
  ['Sofia Alvarez', 6_500, 45, 'Europe/Madrid', ['monday', 'tuesday', 'wednesday', 'thursday'], '16:00-21:00', 7],
  ['Noah Whitfield', 7_500, 60, 'Australia/Sydney', WEEKDAYS, '06:30-11:30', 6],
  ['Grace Adeyemi', 9_000, 60, 'Europe/London', ['wednesday', 'thursday', 'friday', 'saturday', 'sunday'], '10:00-17:00', 20],
  ['Daniel Cho', 3_500, 30, 'America/Los_Angeles', WEEKDAYS, '07:00-12:00', 1],
  ['Hannah Vogel', 12_000, 60, 'Europe/Berlin', ['monday', 'tuesday', 'thursday'], '12:00-19:00', 15],
  ['Rafael Moreno', 6_000, 45, 'America/New_York', ['friday', 'saturday', 'sunday'], '09:00-13:00', 4],
  ['Leila Haddad', 8_000, 60, 'America/Toronto', WEEKDAYS, '11:00-19:00', 6],
  ['Owen Gallagher', 4_500, 90, 'Europe/Dublin', ['tuesday', 'thursday', 'saturday'], '08:00-13:00', 18],
  ['Victor Hale', 7_000, 60, 'America/Denver', WEEKDAYS, '08:00-16:00', 7],
];

const SPECIALIZATIONS: Record<string, DemoSpecializationName[]> = {
  elena: ['Emotional Resilience', 'Work Stress & Burnout'],
  james: ['Work Stress & Burnout', 'Focus & Performance'],
  priya: ['Mindful Parenting', 'Emotional Resilience'],
  tomas: ['Body Awareness & Somatic Mindfulness', 'Spiritual Practice & Stillness'],
  aiko: ['Beginners Practice Support', 'Sleep & Restoration'],
  marcus: ['Focus & Performance'],
  sofia: ['Sleep & Restoration', 'Emotional Resilience'],
  noah: ['Work Stress & Burnout', 'Beginners Practice Support'],
  grace: ['Spiritual Practice & Stillness', 'Emotional Resilience'],
  daniel: ['Beginners Practice Support'],
  hannah: ['Mindful Parenting', 'Sleep & Restoration'],
  rafael: ['Body Awareness & Somatic Mindfulness', 'Focus & Performance'],
  leila: ['Work Stress & Burnout', 'Mindful Parenting', 'Emotional Resilience'],
  owen: ['Spiritual Practice & Stillness', 'Body Awareness & Somatic Mindfulness', 'Sleep & Restoration'],
  victor: ['Focus & Performance'],
};

// As the coach wrote them on their profile.
const CERTIFICATIONS: Record<string, string> = {
  elena: 'MBSR Teacher (Center for Mindfulness, UMass); Registered Nurse; ICF Associate Certified Coach',
  james: 'Mindfulness-Based Cognitive Therapy teacher (Oxford Mindfulness Centre); EMCC Practitioner',
  priya: 'Certified Mindful Parenting Facilitator; Mindful Self-Compassion Teacher; PGCE Primary Education',
  tomas: 'Somatic Experiencing Practitioner (SEP); Yoga Alliance E-RYT 500',
  aiko: 'Japan Mindfulness Society Teacher Certificate; Search Inside Yourself Teacher',
  marcus: 'Certified Mental Performance Consultant (CMPC); MSc Sport Psychology',
  sofia: 'Licensed Psychologist (COP Madrid); CBT-I Provider; MBSR Teacher',
  noah: 'Mindfulness Facilitator Certificate (Openground); Certified Professional Coach (ICA)',
  grace: 'Diploma in Spiritual Accompaniment; Insight Meditation Teacher Training (Gaia House)',
  daniel: '200-hour Mindfulness Teacher Training',
  hannah: 'MBSR Teacher (MBSR-Verband); Registered Nurse; Certified Sleep Coach',
  rafael: 'C-IAYT Yoga Therapist; Breathwork Facilitator Certificate',
  leila: 'ICF Professional Certified Coach; Mindful Self-Compassion Teacher',
  owen: 'Six years of monastic training; Mindfulness Teacher (Bangor University)',
  victor: 'ICF Associate Certified Coach',
};

const PRO_BUSINESSES: Record<string, { businessName: string; socialLink: string }> = {
  elena: { businessName: 'Still Harbor Coaching', socialLink: 'https://www.instagram.com/stillharborcoaching' },
  priya: { businessName: 'Rooted Family Mindfulness', socialLink: 'https://www.rootedfamilymindfulness.com' },
  tomas: { businessName: 'Lindqvist Somatic Studio', socialLink: 'https://www.linkedin.com/in/tomas-lindqvist-somatic' },
  hannah: { businessName: 'Ruhepol Coaching', socialLink: 'https://www.ruhepol-coaching.de' },
};

// The languages each coaches in besides English, so the directory's language
// filter finds German and Spanish speakers among the demo coaches.
const OTHER_LANGUAGES: Record<string, CoachingLanguage[]> = {
  tomas: ['sv', 'de'],
  hannah: ['de'],
  sofia: ['es'],
  rafael: ['es', 'pt'],
  aiko: ['ja'],
  leila: ['fr', 'ar'],
};

// Joined after the founding offer closed.
const NOT_FOUNDING = new Set(['marcus', 'noah', 'daniel', 'rafael', 'victor']);
const WITHOUT_PHOTO = new Set(['daniel', 'owen']);
const DEACTIVATED = new Set(['victor']);

function demoCoach([name, hourlyRateCents, sessionLength, timeZone, availableDays, hours, yearsExperience]: ProfileRow): DemoCoach {
  const [firstName = '', lastName = ''] = name.split(' ');
  const [availableFrom = '', availableTo = ''] = hours.split('-');
  const username = firstName.toLowerCase();
  const specializations = SPECIALIZATIONS[username];
  const certifications = CERTIFICATIONS[username];
  // A row without its credentials is a slip in this file, not something to seed half-filled.
  if (!specializations || certifications === undefined)
    throw new Error(`demo coach ${username}: specializations or certifications missing`);
  const pro = PRO_BUSINESSES[username];
  return {
    username,
    firstName,
    lastName,
    isActive: !DEACTIVATED.has(username),
    hasPhoto: !WITHOUT_PHOTO.has(username),
    profile: {
      hourlyRateCents,
      sessionLength,
      timeZone,
      availableDays,
      availableFrom,
      availableTo,
      yearsExperience,
      certifications,
      specializations,
      coachingLanguages: sortedCoachingLanguages(['en', ...(OTHER_LANGUAGES[username] ?? [])]),
      isFoundingCoach: !NOT_FOUNDING.has(username),
      ...(pro ? { pro } : {}),
    },
  };
}

export const DEMO_COACHES: DemoCoach[] = PROFILES.map(demoCoach);

// Signed up as a coach but never finished onboarding: a coach user without a profile.
export const DEMO_UNFINISHED_COACH = { username: 'june', firstName: 'June', lastName: 'Park' } as const;
