// The demo coaches. Rates cover every directory price band and its exact
// bounds (4900, 5000, 10000, 10100 cents); some work weekends, some are Pro.
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
    isFoundingCoach: boolean;
    pro?: { businessName: string; socialLink: string };
  };
};

const WEEKDAYS: Day[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

export const DEMO_COACHES: DemoCoach[] = [
  {
    username: 'elena',
    firstName: 'Elena',
    lastName: 'Marsh',
    isActive: true,
    hasPhoto: true,
    profile: {
      hourlyRateCents: 10_000,
      sessionLength: 60,
      timeZone: 'America/New_York',
      availableDays: WEEKDAYS,
      availableFrom: '09:00',
      availableTo: '17:00',
      yearsExperience: 12,
      certifications: 'MBSR Teacher (Center for Mindfulness, UMass); Registered Nurse; ICF Associate Certified Coach',
      specializations: ['Emotional Resilience', 'Work Stress & Burnout'],
      isFoundingCoach: true,
      pro: { businessName: 'Still Harbor Coaching', socialLink: 'https://www.instagram.com/stillharborcoaching' },
    },
  },
  {
    username: 'james',
    firstName: 'James',
    lastName: 'Okafor',
    isActive: true,
    hasPhoto: true,
    profile: {
      hourlyRateCents: 5_000,
      sessionLength: 45,
      timeZone: 'Europe/London',
      availableDays: ['monday', 'tuesday', 'wednesday', 'thursday'],
      availableFrom: '08:00',
      availableTo: '16:00',
      yearsExperience: 8,
      certifications: 'Mindfulness-Based Cognitive Therapy teacher (Oxford Mindfulness Centre); EMCC Practitioner',
      specializations: ['Work Stress & Burnout', 'Focus & Performance'],
      isFoundingCoach: true,
    },
  },
  {
    username: 'priya',
    firstName: 'Priya',
    lastName: 'Raman',
    isActive: true,
    hasPhoto: true,
    profile: {
      hourlyRateCents: 8_500,
      sessionLength: 60,
      timeZone: 'America/Los_Angeles',
      availableDays: WEEKDAYS,
      availableFrom: '10:00',
      availableTo: '18:00',
      yearsExperience: 9,
      certifications: 'Certified Mindful Parenting Facilitator; Mindful Self-Compassion Teacher; PGCE Primary Education',
      specializations: ['Mindful Parenting', 'Emotional Resilience'],
      isFoundingCoach: true,
      pro: { businessName: 'Rooted Family Mindfulness', socialLink: 'https://www.rootedfamilymindfulness.com' },
    },
  },
  {
    username: 'tomas',
    firstName: 'Tomas',
    lastName: 'Lindqvist',
    isActive: true,
    hasPhoto: true,
    profile: {
      hourlyRateCents: 15_000,
      sessionLength: 90,
      timeZone: 'Europe/Berlin',
      availableDays: ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
      availableFrom: '09:00',
      availableTo: '15:00',
      yearsExperience: 14,
      certifications: 'Somatic Experiencing Practitioner (SEP); Yoga Alliance E-RYT 500',
      specializations: ['Body Awareness & Somatic Mindfulness', 'Spiritual Practice & Stillness'],
      isFoundingCoach: true,
      pro: { businessName: 'Lindqvist Somatic Studio', socialLink: 'https://www.linkedin.com/in/tomas-lindqvist-somatic' },
    },
  },
  {
    username: 'aiko',
    firstName: 'Aiko',
    lastName: 'Tanaka',
    isActive: true,
    hasPhoto: true,
    profile: {
      hourlyRateCents: 4_900,
      sessionLength: 30,
      timeZone: 'Asia/Tokyo',
      availableDays: ['monday', 'wednesday', 'friday', 'saturday'],
      availableFrom: '07:00',
      availableTo: '12:00',
      yearsExperience: 5,
      certifications: 'Japan Mindfulness Society Teacher Certificate; Search Inside Yourself Teacher',
      specializations: ['Beginners Practice Support', 'Sleep & Restoration'],
      isFoundingCoach: true,
    },
  },
  {
    username: 'marcus',
    firstName: 'Marcus',
    lastName: 'Bell',
    isActive: true,
    hasPhoto: true,
    profile: {
      hourlyRateCents: 10_100,
      sessionLength: 60,
      timeZone: 'America/Chicago',
      availableDays: ['saturday', 'sunday'],
      availableFrom: '08:00',
      availableTo: '14:00',
      yearsExperience: 10,
      certifications: 'Certified Mental Performance Consultant (CMPC); MSc Sport Psychology',
      specializations: ['Focus & Performance'],
      isFoundingCoach: false,
    },
  },
  {
    username: 'sofia',
    firstName: 'Sofia',
    lastName: 'Alvarez',
    isActive: true,
    hasPhoto: true,
    profile: {
      hourlyRateCents: 6_500,
      sessionLength: 45,
      timeZone: 'Europe/Madrid',
      availableDays: ['monday', 'tuesday', 'wednesday', 'thursday'],
      availableFrom: '16:00',
      availableTo: '21:00',
      yearsExperience: 7,
      certifications: 'Licensed Psychologist (COP Madrid); CBT-I Provider; MBSR Teacher',
      specializations: ['Sleep & Restoration', 'Emotional Resilience'],
      isFoundingCoach: true,
    },
  },
  {
    username: 'noah',
    firstName: 'Noah',
    lastName: 'Whitfield',
    isActive: true,
    hasPhoto: true,
    profile: {
      hourlyRateCents: 7_500,
      sessionLength: 60,
      timeZone: 'Australia/Sydney',
      availableDays: WEEKDAYS,
      availableFrom: '06:30',
      availableTo: '11:30',
      yearsExperience: 6,
      certifications: 'Mindfulness Facilitator Certificate (Openground); Certified Professional Coach (ICA)',
      specializations: ['Work Stress & Burnout', 'Beginners Practice Support'],
      isFoundingCoach: false,
    },
  },
  {
    username: 'grace',
    firstName: 'Grace',
    lastName: 'Adeyemi',
    isActive: true,
    hasPhoto: true,
    profile: {
      hourlyRateCents: 9_000,
      sessionLength: 60,
      timeZone: 'Europe/London',
      availableDays: ['wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      availableFrom: '10:00',
      availableTo: '17:00',
      yearsExperience: 20,
      certifications: 'Diploma in Spiritual Accompaniment; Insight Meditation Teacher Training (Gaia House)',
      specializations: ['Spiritual Practice & Stillness', 'Emotional Resilience'],
      isFoundingCoach: true,
    },
  },
  {
    username: 'daniel',
    firstName: 'Daniel',
    lastName: 'Cho',
    isActive: true,
    hasPhoto: false,
    profile: {
      hourlyRateCents: 3_500,
      sessionLength: 30,
      timeZone: 'America/Los_Angeles',
      availableDays: WEEKDAYS,
      availableFrom: '07:00',
      availableTo: '12:00',
      yearsExperience: 1,
      certifications: '200-hour Mindfulness Teacher Training',
      specializations: ['Beginners Practice Support'],
      isFoundingCoach: false,
    },
  },
  {
    username: 'hannah',
    firstName: 'Hannah',
    lastName: 'Vogel',
    isActive: true,
    hasPhoto: true,
    profile: {
      hourlyRateCents: 12_000,
      sessionLength: 60,
      timeZone: 'Europe/Berlin',
      availableDays: ['monday', 'tuesday', 'thursday'],
      availableFrom: '12:00',
      availableTo: '19:00',
      yearsExperience: 15,
      certifications: 'MBSR Teacher (MBSR-Verband); Registered Nurse; Certified Sleep Coach',
      specializations: ['Mindful Parenting', 'Sleep & Restoration'],
      isFoundingCoach: true,
      pro: { businessName: 'Ruhepol Coaching', socialLink: 'https://www.ruhepol-coaching.de' },
    },
  },
  {
    username: 'rafael',
    firstName: 'Rafael',
    lastName: 'Moreno',
    isActive: true,
    hasPhoto: true,
    profile: {
      hourlyRateCents: 6_000,
      sessionLength: 45,
      timeZone: 'America/New_York',
      availableDays: ['friday', 'saturday', 'sunday'],
      availableFrom: '09:00',
      availableTo: '13:00',
      yearsExperience: 4,
      certifications: 'C-IAYT Yoga Therapist; Breathwork Facilitator Certificate',
      specializations: ['Body Awareness & Somatic Mindfulness', 'Focus & Performance'],
      isFoundingCoach: false,
    },
  },
  {
    username: 'leila',
    firstName: 'Leila',
    lastName: 'Haddad',
    isActive: true,
    hasPhoto: true,
    profile: {
      hourlyRateCents: 8_000,
      sessionLength: 60,
      timeZone: 'America/Toronto',
      availableDays: WEEKDAYS,
      availableFrom: '11:00',
      availableTo: '19:00',
      yearsExperience: 6,
      certifications: 'ICF Professional Certified Coach; Mindful Self-Compassion Teacher',
      specializations: ['Work Stress & Burnout', 'Mindful Parenting', 'Emotional Resilience'],
      isFoundingCoach: true,
    },
  },
  {
    username: 'owen',
    firstName: 'Owen',
    lastName: 'Gallagher',
    isActive: true,
    hasPhoto: false,
    profile: {
      hourlyRateCents: 4_500,
      sessionLength: 90,
      timeZone: 'Europe/Dublin',
      availableDays: ['tuesday', 'thursday', 'saturday'],
      availableFrom: '08:00',
      availableTo: '13:00',
      yearsExperience: 18,
      certifications: 'Six years of monastic training; Mindfulness Teacher (Bangor University)',
      specializations: ['Spiritual Practice & Stillness', 'Body Awareness & Somatic Mindfulness', 'Sleep & Restoration'],
      isFoundingCoach: true,
    },
  },
  {
    username: 'victor',
    firstName: 'Victor',
    lastName: 'Hale',
    isActive: false,
    hasPhoto: true,
    profile: {
      hourlyRateCents: 7_000,
      sessionLength: 60,
      timeZone: 'America/Denver',
      availableDays: WEEKDAYS,
      availableFrom: '08:00',
      availableTo: '16:00',
      yearsExperience: 7,
      certifications: 'ICF Associate Certified Coach',
      specializations: ['Focus & Performance'],
      isFoundingCoach: false,
    },
  },
];

// Signed up as a coach but never finished onboarding: a coach user without a profile.
export const DEMO_UNFINISHED_COACH = { username: 'june', firstName: 'June', lastName: 'Park' } as const;
