// Sessions that run their course for the money suites: booked through the
// real checkout, confirmed by the coach and completed by the jobs on the
// test's clock; then the clock moves on and the money jobs run.
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { balanceOf } from '../../shared/domain/coach-share.js';
import { coachTransfers, ledgerEntries } from '../db/schema.js';
import { bookSession, setStatus, type BookedSession } from './booked-sessions.js';
import type { TestCoach } from './coaches.js';
import type { TestApp } from './test-app.js';
import { NOW, createIntent, postBooking } from './bookings.js';
import type { FakeStripe } from './fake-stripe/fake-stripe-server.js';
import { signIn } from './sign-in.js';
import { HOUR_MS } from '../../shared/domain/time-units.js';

export const HOUR = HOUR_MS;

// The app's clock and the jobs' instant move together, as in production.
export async function runJobsAt(t: TestApp, at: Date, bookingIds?: number[]) {
  t.clock.now = at;
  return t.app.jobs.runDueJobs(at, bookingIds ? { bookingIds } : undefined);
}

// Booked at the suite's NOW, confirmed, and completed a minute after it ended; returns when it completed.
export async function completedSession(
  t: TestApp,
  coach: TestCoach,
  start: string,
  book: (t: TestApp, coach: TestCoach, start: string) => Promise<BookedSession> = bookSession,
): Promise<BookedSession & { completedAt: Date }> {
  const booked = await book(t, coach, start);
  expect((await setStatus(t, coach.cookie, booked.id, 'confirmed')).statusCode).toBe(200);
  const completedAt = new Date(new Date(start).getTime() + 61 * 60_000);
  await runJobsAt(t, completedAt, [booked.id]);
  return { ...booked, completedAt };
}

export async function transferOf(t: TestApp, bookingId: number) {
  const [row] = await t.db.select().from(coachTransfers).where(eq(coachTransfers.bookingId, bookingId));
  return row;
}

export async function ledgerOf(t: TestApp, bookingId: number) {
  return t.db
    .select({
      kind: ledgerEntries.kind,
      amountCents: ledgerEntries.amountCents,
      coachId: ledgerEntries.coachId,
      reference: ledgerEntries.providerReference,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.bookingId, bookingId))
    .orderBy(asc(ledgerEntries.id));
}

export async function balanceOfBooking(t: TestApp, bookingId: number) {
  return balanceOf(await ledgerOf(t, bookingId));
}

// The checkout in Stripe mode: the browser confirms the card with Stripe (here the fake), then books.
export function stripeBooking(fake: FakeStripe) {
  return async (t: TestApp, coach: TestCoach, start: string): Promise<BookedSession> => {
    t.clock.now = NOW;
    const client = await signIn(t);
    const intentId: string = (await createIntent(t.app, client.cookie, coach.id, start)).json().paymentIntentId;
    fake.confirm(intentId);
    const booked = await postBooking(t.app, client.cookie, { coachId: coach.id, startTime: start, paymentIntentId: intentId });
    if (booked.statusCode !== 201) throw new Error(`checkout failed: ${booked.body}`);
    return { id: booked.json().id as number, intentId, client };
  };
}
