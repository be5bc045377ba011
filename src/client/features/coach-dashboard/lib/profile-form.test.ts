import { describe, expect, it } from 'vitest';
import { COACH_PROFILE_MESSAGES as M, type TCoachMe } from '@shared/schemas/coach-profile';
import { formValuesOf, profileChanged, updateRequestOf, ZEditProfileForm } from './profile-form';

const coach: TCoachMe = {
  id: 1,
  userId: 2,
  firstName: 'Elena',
  lastName: 'Marsh',
  email: 'elena@example.com',
  profileImage: '/api/images/abc',
  businessName: null,
  bio: 'A calm and grounded coach for busy people.',
  hourlyRate: 100,
  sessionLength: 60,
  socialLink: 'https://example.com',
  certifications: null,
  specializations: [
    { id: 3, name: 'Sleep', colorClass: 'indigo' },
    { id: 1, name: 'Focus', colorClass: 'teal' },
  ],
  availableDays: ['monday', 'tuesday'],
  availableFrom: '09:00',
  availableTo: '17:00',
  timeZone: 'America/New_York',
  cancellationPolicy: 'moderate',
  coachingLanguages: ['en', 'de'],
  planType: 'pro',
  isFoundingCoach: true,
  calendarSyncEnabled: false,
  calendarType: null,
  calendarFeedUrl: null,
  acceptedTerms: true,
  listingStatus: 'approved',
  listingReason: null,
};

describe('edit profile form', () => {
  const loaded = formValuesOf(coach);

  it('turns nulls into empty fields', () => {
    expect(loaded).toMatchObject({ businessName: '', certifications: '', specializationIds: [3, 1] });
  });

  it('sees no change until a value really differs', () => {
    expect(profileChanged(loaded, { ...loaded }, false)).toBe(false);
    expect(profileChanged(loaded, { ...loaded, firstName: ' Elena ', specializationIds: [1, 3] }, false)).toBe(false);
    expect(profileChanged(loaded, { ...loaded, hourlyRate: 110 }, false)).toBe(true);
    expect(profileChanged(loaded, { ...loaded, specializationIds: [1] }, false)).toBe(true);
    expect(profileChanged(loaded, { ...loaded, businessName: 'Still Harbor' }, false)).toBe(true);
    expect(profileChanged(loaded, { ...loaded }, true)).toBe(true);
    // The order languages were ticked in is not a change; another language is.
    expect(profileChanged(loaded, { ...loaded, coachingLanguages: ['de', 'en'] }, false)).toBe(false);
    expect(profileChanged(loaded, { ...loaded, coachingLanguages: ['en'] }, false)).toBe(true);
  });

  it('asks for at least one language from the list and keeps the list order', () => {
    const none = ZEditProfileForm.safeParse({ ...loaded, coachingLanguages: [] });
    expect(none.error?.issues.map((issue) => issue.message)).toEqual([M.coachingLanguagesMin]);
    expect(M.coachingLanguagesMin).toBe('Choose at least one language you coach in');
    expect(ZEditProfileForm.safeParse({ ...loaded, coachingLanguages: ['xx'] }).success).toBe(false);
    expect(ZEditProfileForm.parse({ ...loaded, coachingLanguages: ['es', 'en', 'es'] }).coachingLanguages).toEqual(['en', 'es']);
    expect(updateRequestOf(ZEditProfileForm.parse(loaded), null).coachingLanguages).toEqual(['en', 'de']);
  });

  it('sends empty optional texts as null', () => {
    expect(updateRequestOf({ ...loaded, socialLink: '  ' }, null)).toMatchObject({
      businessName: null,
      socialLink: null,
      certifications: null,
      profileImage: null,
    });
  });

  it('uses the spec messages', () => {
    const result = ZEditProfileForm.safeParse({
      ...loaded,
      firstName: 'E',
      lastName: 'M',
      bio: 'too short',
      hourlyRate: 5,
      sessionLength: 10,
      socialLink: 'not a url',
      specializationIds: [],
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([M.firstNameMin, M.lastNameMin, M.editBioMin, M.editRateMin, M.sessionMin, M.validUrl, M.specializationsMin]),
    );
    expect(M.validUrl).toBe('Please enter a valid URL');
    expect(ZEditProfileForm.safeParse(loaded).success).toBe(true);
  });
});
