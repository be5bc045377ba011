// Shared by the coach-profile, billing and earnings suites: a valid onboarding
// body and small request helpers.
import type { FastifyInstance } from 'fastify';

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

export function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) {
  return app.inject({ method, url, ...(cookie && { headers: { cookie } }), ...(payload !== undefined && { payload: payload as Record<string, unknown> }) });
}
