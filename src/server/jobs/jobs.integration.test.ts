// The scheduled jobs, driven by the test's clock through app.jobs.runDueJobs(now).
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, bookingStatusHistory, emailOutbox, payments, sessions, testPaymentIntents } from '../db/schema.js';
import type { TestApp } from '../test-support/test-app.js';
import { useTestAppOn } from '../test-support/app-per-file.js';
import { useAppWithCoachAndClient } from '../test-support/app-with-coach.js';
import { type SignedIn, signIn } from '../test-support/sign-in.js';
import { coachWithSession, type TestCoach } from '../test-support/coaches.js';
import { checkout, createIntent, GOOD_CARD, NOW, patchBookingStatus, slotSequence } from '../test-support/bookings.js';
import { createTestModeGateway } from '../integrations/payments/test-mode-gateway.js';
import { bothDrivers } from '../test-support/both-drivers.js';
import { INTERRUPTED_CHECKOUT_REASON } from './interrupted-checkouts.js';
import { STALE_HOLD_REASON } from './maintenance-jobs.js';
import { HOUR_MS, MINUTE_MS } from '../../shared/domain/time-units.js';

let t: TestApp;
let coach: TestCoach;
let client: SignedIn;
const nextSlot = slotSequence();
useAppWithCoachAndClient({}, (setup) => ({ t, coach, client } = setup));

// The ledger row a checkout writes once the card is authorised.
async function authorizedLedgerRow(intentId: string): Promise<number> {
  const [row] = await t.db
    .insert(payments)
    .values({
      userId: client.id,
      provider: 'test',
      providerPaymentId: intentId,
      amountCents: 8_500,
      status: 'authorized',
      idempotencyKey: `k-${intentId}`,
      createdAt: NOW,
      updatedAt: NOW,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('no ledger row');
  return row.id;
}

// A paid booking made at NOW through the real checkout, optionally confirmed by the coach.
async function book(confirm: boolean): Promise<{ id: number; start: Date; end: Date }> {
  t.clock.now = NOW;
  const start = nextSlot();
  const { response } = await checkout(t.app, client.cookie, coach.id, start);
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.body}`);
  const id: number = response.json().id;
  if (confirm) {
    const confirmed = await patchBookingStatus(t.app, coach.cookie, id, 'confirmed');
    if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  }
  return { id, start: new Date(start), end: new Date(response.json().endTime) };
}

const runAt = (at: Date) => {
  t.clock.now = at;
  return t.app.jobs.runDueJobs(at);
};
const bookingRow = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const outboxWith = (db: TestApp['db'], subject: string, text: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(like(emailOutbox.subject, `${subject}%`), like(emailOutbox.textBody, `%${text}%`)));

describe('a run scoped to some bookings', () => {
  it('moves only those bookings and leaves every other booking and job alone', async () => {
    const mine = await book(true);
    const other = await book(true);
    const later = new Date(Math.max(mine.end.getTime(), other.end.getTime()) + MINUTE_MS);
    t.clock.now = later;
    const handled = await t.app.jobs.runDueJobs(later, { bookingIds: [mine.id] });
    expect((await bookingRow(mine.id))?.status).toBe('completed');
    expect((await bookingRow(other.id))?.status).toBe('confirmed');
    // Maintenance (stale holds, old sessions, e-mail) does not run on a moved clock.
    expect(Object.keys(handled)).not.toContain('deliver-email');
    expect(handled['complete-ended-sessions']).toBe(1);
  });
});

describe('completing sessions', () => {
  it('marks a confirmed session completed once it has ended, not before, and asks the client for a review', async () => {
    const { id, end } = await book(true);
    await runAt(new Date(end.getTime() - 1000));
    expect((await bookingRow(id))?.status).toBe('confirmed');
    expect(await outboxWith(t.db, 'How was your session', `/review/${id}`)).toHaveLength(0);

    await runAt(end);
    await runAt(new Date(end.getTime() + MINUTE_MS));
    expect((await bookingRow(id))?.status).toBe('completed');
    const history = await t.db.select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedByUserId])).toContainEqual(['confirmed', 'completed', null]);
    const requests = await outboxWith(t.db, 'How was your session', `/review/${id}`);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.toAddress).toMatch(/^client/);
    expect(requests[0]?.textBody).toContain(`Leave a review: http://localhost:3000/review/${id}`);
  });
});

describe('expiring unconfirmed requests', () => {
  it('cancels and refunds a request still pending at its start time, not before', async () => {
    const { id, start } = await book(false);
    await runAt(new Date(start.getTime() - 1000));
    expect((await bookingRow(id))?.status).toBe('pending');

    await runAt(start);
    const row = await bookingRow(id);
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const ledger = await t.db
      .select({ status: payments.status, amountCents: payments.amountCents })
      .from(payments)
      .where(eq(payments.bookingId, id));
    expect(ledger).toContainEqual({ status: 'refunded', amountCents: 8_500 });
    const [intent] = await t.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, row?.stripePaymentId ?? ''));
    expect(intent?.amountRefundedCents).toBe(8_500);
    const cancelled = await t.db.select().from(emailOutbox).where(like(emailOutbox.subject, 'Cancelled:%'));
    expect(cancelled.filter((m) => m.textBody.includes('A full refund of $85.00 has been issued'))).not.toHaveLength(0);
  });
});

describe('refund retries', () => {
  it('refunds a cancelled booking that is still marked paid', async () => {
    const { id } = await book(true);
    // As if the refund had failed when the booking was cancelled.
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, id));
    await runAt(NOW);
    expect((await bookingRow(id))?.paymentStatus).toBe('refunded');
    await runAt(NOW);
    const refunds = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, id), eq(payments.status, 'refunded')));
    expect(refunds).toHaveLength(1);
  });
});

describe('stale card authorisations', () => {
  it('releases holds that never became a booking after 15 minutes, and leaves used payments alone', async () => {
    t.clock.now = NOW;
    const start = nextSlot();
    const gateway = createTestModeGateway(t.db, () => t.clock.now);
    const hold = async (withLedgerRow: boolean) => {
      const intentId: string = (await createIntent(t.app, client.cookie, coach.id, start)).json().paymentIntentId;
      await gateway.authorize(intentId, { card: GOOD_CARD, idempotencyKey: `auth-${intentId}` });
      if (withLedgerRow) await authorizedLedgerRow(intentId);
      return intentId;
    };
    const withLedger = await hold(true);
    const withoutLedger = await hold(false);
    const used = await book(false);
    const statusOf = async (id: string) =>
      (await t.db.select({ status: testPaymentIntents.status }).from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0]?.status;

    await runAt(new Date(NOW.getTime() + 14 * MINUTE_MS));
    expect(await statusOf(withLedger)).toBe('requires_capture');
    await runAt(new Date(NOW.getTime() + 16 * MINUTE_MS));
    expect(await statusOf(withLedger)).toBe('canceled');
    expect(await statusOf(withoutLedger)).toBe('canceled');
    const [ledger] = await t.db.select().from(payments).where(eq(payments.providerPaymentId, withLedger));
    expect(ledger).toMatchObject({ status: 'released', failureReason: STALE_HOLD_REASON });
    expect(await statusOf((await bookingRow(used.id))?.stripePaymentId ?? '')).toBe('succeeded');
  });
});

describe('checkouts interrupted by a crashed process', () => {
  // What a process killed mid-checkout leaves behind: the hold, the ledger row and
  // the pending booking, and, if it died after capturing, the captured money.
  async function interruptedCheckout(captured: boolean) {
    t.clock.now = NOW;
    const start = nextSlot();
    const gateway = createTestModeGateway(t.db, () => t.clock.now);
    const intentId: string = (await createIntent(t.app, client.cookie, coach.id, start)).json().paymentIntentId;
    await gateway.authorize(intentId, { card: GOOD_CARD, idempotencyKey: `auth-${intentId}` });
    const ledgerId = await authorizedLedgerRow(intentId);
    // The booking as the checkout inserts it: pending, payment pending, tied to the ledger row.
    const [booking] = await t.db
      .insert(bookings)
      .values({
        coachId: coach.id,
        clientId: client.id,
        startTime: new Date(start),
        endTime: new Date(new Date(start).getTime() + HOUR_MS),
        totalPriceCents: 8_500,
        cancellationPolicy: 'flexible',
        stripePaymentId: intentId,
        status: 'pending',
        paymentStatus: 'pending',
        createdAt: NOW,
        updatedAt: NOW,
      })
      .returning({ id: bookings.id });
    if (!booking) throw new Error('no booking');
    const bookingId = booking.id;
    await t.db
      .insert(bookingStatusHistory)
      .values({ bookingId, fromStatus: null, toStatus: 'pending', changedByUserId: client.id, createdAt: NOW });
    await t.db.update(payments).set({ bookingId, updatedAt: NOW }).where(eq(payments.id, ledgerId));
    if (captured) await gateway.capture(intentId, { idempotencyKey: `capture:booking:${bookingId}` });
    return { bookingId, intentId };
  }
  const intentStatus = async (id: string) =>
    (await t.db.select({ status: testPaymentIntents.status }).from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0]?.status;
  const ledgerOf = async (intentId: string) => (await t.db.select().from(payments).where(eq(payments.providerPaymentId, intentId)))[0];

  it('releases the hold and cancels the booking when the card was only authorised, after ten minutes', async () => {
    const { bookingId, intentId } = await interruptedCheckout(false);
    await runAt(new Date(NOW.getTime() + 9 * MINUTE_MS));
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(await intentStatus(intentId)).toBe('requires_capture');

    await runAt(new Date(NOW.getTime() + 11 * MINUTE_MS));
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    expect(await intentStatus(intentId)).toBe('canceled');
    expect(await ledgerOf(intentId)).toMatchObject({ status: 'released', failureReason: INTERRUPTED_CHECKOUT_REASON, bookingId });
    const history = await t.db.select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, bookingId));
    expect(history.map((h) => [h.toStatus, h.reason])).toContainEqual(['cancelled', INTERRUPTED_CHECKOUT_REASON]);
  });

  it('finishes the checkout when the money was already captured, and sends the booking request e-mails once', async () => {
    const { bookingId, intentId } = await interruptedCheckout(true);
    const requestMails = async () =>
      (await t.db.select().from(emailOutbox).where(like(emailOutbox.subject, "We've sent your request to%"))).length;
    const before = await requestMails();
    await runAt(new Date(NOW.getTime() + 11 * MINUTE_MS));
    await runAt(new Date(NOW.getTime() + 12 * MINUTE_MS));
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(await ledgerOf(intentId)).toMatchObject({ status: 'captured', bookingId });
    expect(await intentStatus(intentId)).toBe('succeeded');
    expect(await requestMails()).toBe(before + 1);
  });
});

describe('housekeeping', () => {
  it('deletes expired sessions and delivers queued e-mail', async () => {
    const stale = await signIn(t);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(NOW.getTime() - 1000) })
      .where(eq(sessions.userId, stale.id));
    const [queued] = await t.db
      .insert(emailOutbox)
      .values({ toAddress: 'someone@example.com', subject: 'Queued', textBody: 'Hello' })
      .returning({ id: emailOutbox.id });
    await runAt(NOW);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, stale.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, client.id))).toHaveLength(1);
    const [row] = await t.db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, queued?.id ?? 0));
    expect(row?.status).toBe('sent');
  });
});

describe.each(bothDrivers())('reminders on %s', (_name, open) => {
  let r: TestApp;
  useTestAppOn(open, { now: NOW }, (app) => (r = app));

  it('go to both parties exactly once, 24 hours ahead, even when two runs race', async () => {
    const c = await coachWithSession(r);
    const me = await signIn(r);
    // Tuesday 10:00 UTC: 28 hours after NOW.
    const start = '2030-01-08T10:00:00.000Z';
    const { response } = await checkout(r.app, me.cookie, c.id, start);
    const id: number = response.json().id;
    await patchBookingStatus(r.app, c.cookie, id, 'confirmed');
    const reminders = () => outboxWith(r.db, 'Reminder:', `/booking/join/${id}`);

    r.clock.now = new Date(Date.parse(start) - 24 * HOUR_MS - MINUTE_MS);
    await r.app.jobs.runDueJobs(r.clock.now);
    expect(await reminders()).toHaveLength(0);

    r.clock.now = new Date(Date.parse(start) - 24 * HOUR_MS);
    await Promise.all([r.app.jobs.runDueJobs(r.clock.now), r.app.jobs.runDueJobs(r.clock.now)]);
    await r.app.jobs.runDueJobs(new Date(Date.parse(start) - HOUR_MS));
    const sent = await reminders();
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((m) => m.toAddress)).size).toBe(2);
    const [row] = await r.db.select({ at: bookings.reminderSentAt }).from(bookings).where(eq(bookings.id, id));
    expect(row?.at?.toISOString()).toBe(new Date(Date.parse(start) - 24 * HOUR_MS).toISOString());
  });

  it('complete a session exactly once when two runs race', async () => {
    const c = await coachWithSession(r);
    const me = await signIn(r);
    r.clock.now = NOW;
    const { response } = await checkout(r.app, me.cookie, c.id, '2030-01-09T10:00:00.000Z');
    const id: number = response.json().id;
    await patchBookingStatus(r.app, c.cookie, id, 'confirmed');
    const end = new Date('2030-01-09T11:00:00.000Z');
    r.clock.now = end;
    await Promise.all([r.app.jobs.runDueJobs(end), r.app.jobs.runDueJobs(end)]);
    const history = await r.db
      .select()
      .from(bookingStatusHistory)
      .where(and(eq(bookingStatusHistory.bookingId, id), eq(bookingStatusHistory.toStatus, 'completed')));
    expect(history).toHaveLength(1);
    expect(await outboxWith(r.db, 'How was your session', `/review/${id}`)).toHaveLength(1);
  });
});
