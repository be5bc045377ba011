// Coach profiles as onboarding makes them: a valid body for POST /api/coaches
// and a signed-in coach who has sent it.
import { eq } from 'drizzle-orm';
import { coachProfiles } from '../db/schema.js';
import { callEndpoint, type TestApp } from './test-app.js';
import { signIn, type SignedIn } from './sign-in.js';
import * as api from '../../shared/api/api-routes.generated.js';

export const VALID_BIO =
  'I have guided people through mindfulness practice for twelve years, first in community centres and later in one-to-one sessions. ' +
  'My approach is gentle and practical: short daily practices, breath work and honest conversation about what gets in the way of calm.';

export function validProfileBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    hourlyRate: 75,
    sessionLength: 60,
    specializationIds: [],
    certifications: 'MBSR teacher',
    bio: VALID_BIO,
    businessName: '',
    socialLink: '',
    calendarSyncEnabled: false,
    availableDays: ['monday', 'wednesday', 'friday'],
    availableFrom: '09:00',
    availableTo: '17:00',
    acceptedTerms: true,
    timeZone: 'Europe/Berlin',
    ...overrides,
  };
}

// A coach who signed in and completed onboarding over the API, then was
// approved (listed) unless underReview; vetting's own tests approve over the API.
export async function coachWithProfile(
  t: TestApp,
  options: { firstName?: string; lastName?: string; profile?: Record<string, unknown>; underReview?: boolean } = {},
): Promise<SignedIn> {
  const coach = await signIn(t, { role: 'coach', firstName: options.firstName, lastName: options.lastName });
  const response = await callEndpoint(t.app, api.createCoachProfile, {
    cookie: coach.cookie,
    invalidBody: validProfileBody(options.profile),
  });
  if (response.statusCode !== 201) throw new Error(`onboarding failed: ${response.statusCode} ${response.body}`);
  if (!options.underReview) await t.db.update(coachProfiles).set({ listingStatus: 'approved' }).where(eq(coachProfiles.userId, coach.id));
  return coach;
}
