// The `test` every spec that books imports: it hands out coaches of the spec's
// own, so no spec takes a slot, confirms a request or writes notes on a demo
// coach another spec reads (the two workers run specs side by side on one
// server). Each coach is a real account, onboarded through POST /api/coaches
// as the onboarding form does and approved by the worker's own admin; its API
// context is disposed after the test. No spec signs in as a demo account.
import { test as base, expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { createAdminAccount, newAdmin, type TestAdmin } from './admins';
import { bookViaApi } from './booking-flow';
import { VALID_BIO } from './onboarding';
import { newUser, registerViaApi, type TestUser } from './users';
import { approveAsAdmin } from './vetting';

export { expect };
export type { TestAdmin };

export type OwnCoach = {
  id: number;
  firstName: string;
  lastName: string;
  hourlyRate: number;
  user: TestUser;
  // Signed in as the coach.
  api: APIRequestContext;
};

type CoachOptions = {
  lastName?: string;
  timeZone?: string;
  hourlyRate?: number;
  plan?: 'pro';
  cancellationPolicy?: 'flexible' | 'moderate' | 'strict';
  // Left waiting in the admins' review queue instead of approved.
  underReview?: boolean;
};

// Letters only, unique per run: the directory search finds exactly this coach.
let surnameCounter = 0;
export function uniqueSurname(prefix: string): string {
  surnameCounter += 1;
  const n = Date.now() * 1000 + process.pid * 10 + surnameCounter;
  return prefix + n.toString(26).replace(/[0-9]/g, (d) => 'qrstuvwxyz'[Number(d)] ?? 'q');
}

async function onboardCoach(baseURL: string, admin: TestAdmin, firstName: string, options: CoachOptions): Promise<OwnCoach> {
  const user = { ...newUser('coach', firstName), lastName: options.lastName ?? 'Rivers' };
  const api = await playwrightRequest.newContext({ baseURL });
  await registerViaApi(api, user);
  const specializations = (await (await api.get('/api/specializations')).json()) as { id: number }[];
  const hourlyRate = options.hourlyRate ?? 80;
  const created = await api.post('/api/coaches', {
    data: {
      hourlyRate,
      sessionLength: 60,
      specializationIds: specializations.slice(0, 2).map((s) => s.id),
      certifications: 'MBSR Teacher Certification',
      bio: VALID_BIO,
      calendarSyncEnabled: false,
      // Every day, so there are open slots whenever the suite runs.
      availableDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      availableFrom: '06:00',
      availableTo: '22:00',
      acceptedTerms: true,
      timeZone: options.timeZone ?? 'UTC',
      ...(options.cancellationPolicy && { cancellationPolicy: options.cancellationPolicy }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  // Listed and bookable, as after an admin's approval.
  if (!options.underReview) await approveAsAdmin(baseURL, id, admin);
  if (options.plan === 'pro') {
    // The test-mode gateway activates Pro without a card (as the Pro step's "skip" does).
    const pro = await api.post('/api/coach/create-subscription', { data: { testMode: true } });
    expect(pro.status(), await pro.text()).toBe(200);
    expect(await pro.json()).toMatchObject({ planType: 'pro' });
  }
  return { id, firstName: user.firstName, lastName: user.lastName, hourlyRate, user, api };
}

export type NewCoach = (firstName: string, options?: CoachOptions) => Promise<OwnCoach>;

export const test = base.extend<{ newCoach: NewCoach }, { admin: TestAdmin }>({
  // One admin per worker, made through the test hook and named uniquely, so the
  // workers' admins never meet; specs sign in as it with signInAsAdmin.
  admin: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use, workerInfo) => {
      const admin = newAdmin('Avery', uniqueSurname('Stone'));
      const api = await playwrightRequest.newContext({ baseURL: workerInfo.project.use.baseURL });
      try {
        await createAdminAccount(api, admin);
      } finally {
        await api.dispose();
      }
      await use(admin);
    },
    { scope: 'worker' },
  ],
  newCoach: async ({ baseURL, admin }, use) => {
    const made: OwnCoach[] = [];
    await use(async (firstName, options = {}) => {
      const coach = await onboardCoach(baseURL ?? '', admin, firstName, options);
      made.push(coach);
      return coach;
    });
    await Promise.all(made.map((coach) => coach.api.dispose()));
  },
});

// The coach confirms a request, as the dashboard's Confirm button does.
export async function confirmAsCoach(coach: OwnCoach, bookingId: number) {
  const response = await coach.api.patch(`/api/bookings/${bookingId}/status`, { data: { status: 'confirmed' } });
  expect(response.status(), await response.text()).toBe(200);
}

// The session ends: the scheduled jobs run a minute after its end, for this
// booking only (see the test hook), and mark it completed.
export async function endSession(request: APIRequestContext, booking: { id: number; endTime: string }) {
  const at = new Date(new Date(booking.endTime).getTime() + 60_000).toISOString();
  const ran = await request.post('/api/test/run-jobs', { data: { at, bookingIds: [booking.id] } });
  expect(ran.status(), await ran.text()).toBe(200);
  expect(((await ran.json()) as { handled: Record<string, number> }).handled['complete-ended-sessions']).toBe(1);
}

// A session that has taken place: booked and paid by the request's user,
// confirmed by the coach, ended.
export async function completedSession(request: APIRequestContext, coach: OwnCoach, startTime: string) {
  const booking = await bookViaApi(request, coach.id, startTime);
  await confirmAsCoach(coach, booking.id);
  await endSession(request, booking);
  return booking;
}

// A confirmed session that ended `minutesAgo` minutes ago (the test hook moves it into the past),
// then completed by the jobs, so either party may report a no-show (docs/product/no-shows.md).
export async function sessionThatEnded(request: APIRequestContext, coach: OwnCoach, startTime: string, minutesAgo = 10) {
  const booking = await bookViaApi(request, coach.id, startTime);
  await confirmAsCoach(coach, booking.id);
  const moved = await request.post('/api/test/end-session', { data: { bookingId: booking.id, endedMinutesAgo: minutesAgo } });
  expect(moved.status(), await moved.text()).toBe(200);
  const ended = { ...booking, ...((await moved.json()) as { startTime: string; endTime: string }) };
  await endSession(request, ended);
  return ended;
}
