// A coach who works every day and paid bookings with them through the real checkout, for the
// suites about moving, proposing and no-shows. Each call makes new people, so tests never share.
import { afterAll, beforeAll } from 'vitest';
import type { CancellationPolicy } from '../../shared/domain/cancellation-policy.js';
import { checkout, NOW } from './bookings.js';
import { insertCoach } from './coaches.js';
import { signIn, type SignedIn } from './sign-in.js';
import { callEndpoint, createTestApp, type TestApp } from './test-app.js';
import * as api from '../../shared/api/api-routes.generated.js';

export type TestCoach = { id: number; userId: number; cookie: string };
export type BookedSession = { id: number; intentId: string; client: SignedIn };

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export async function newEveryDayCoach(t: TestApp, policy: CancellationPolicy = 'flexible'): Promise<TestCoach> {
  const coach = await insertCoach(t.db, { profile: { cancellationPolicy: policy, availableDays: EVERY_DAY } });
  const { cookie } = await signIn(t, { userId: coach.userId });
  return { ...coach, cookie };
}

// Books at the suite's NOW (the clock is set back to it), by a new client unless one is given.
export async function bookSession(t: TestApp, coach: TestCoach, start: string, client?: SignedIn): Promise<BookedSession> {
  t.clock.now = NOW;
  const by = client ?? (await signIn(t));
  const { response, paymentIntentId } = await checkout(t.app, by.cookie, coach.id, start);
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.body}`);
  return { id: response.json().id as number, intentId: paymentIntentId, client: by };
}

export function setStatus(t: TestApp, cookie: string, id: number, status: string) {
  return callEndpoint(t.app, api.updateBookingStatus, { params: { id: String(id) }, cookie, invalidBody: { status } });
}

// One app for the whole file on NOW, with the public address the move e-mails link to.
export function useBookedSessionsApp(ready: (t: TestApp) => void): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: { PUBLIC_URL: 'https://stillpoint.test' } });
    ready(t);
  });
  afterAll(async () => {
    await t?.close();
  });
}
