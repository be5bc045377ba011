// The coach's share in test mode (no Stripe keys): transferred to the stand-in
// payout account 24 hours after the session completed, exactly once, held
// while a no-show report is open or payouts are not set up, every movement a
// ledger row, and a refund after the transfer reverses the coach's part.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { noShowReports, testTransfers } from '../../../db/schema.js';
import { createPaymentGateway } from '../../../integrations/payments/create-payment-gateway.js';
import { createLedgerRepository } from '../ledger/ledger-repository.js';
import { newEveryDayCoach } from '../../../test-support/booked-sessions.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { NOW } from '../../../test-support/bookings.js';
import { balanceOfBooking, completedSession, HOUR, ledgerOf, runJobsAt, transferOf } from '../../../test-support/money.js';
import { giveTestModePayoutsEnabled } from '../../../test-support/payouts.js';
import { afterAll, beforeAll } from 'vitest';

let t: TestApp;
let beta: TestApp;
beforeAll(async () => {
  // Beta off, so the platform fee (12% for a free coach) is really taken.
  t = await createTestApp({ now: NOW, env: { BETA: 'false' } });
  beta = await createTestApp({ now: NOW });
});
afterAll(async () => {
  await t?.close();
  await beta?.close();
});

async function paidCoach(app: TestApp) {
  const coach = await newEveryDayCoach(app);
  const accountId = await giveTestModePayoutsEnabled(app.db, coach.id);
  return { coach, accountId };
}

describe('transfers in test mode', () => {
  it('sends price minus the 12% fee 24 hours after completion, once however often the job runs', async () => {
    const { coach, accountId } = await paidCoach(t);
    const session = await completedSession(t, coach, '2030-01-07T10:00:00.000Z');
    const { completedAt } = session;

    await runJobsAt(t, new Date(completedAt.getTime() + 23 * HOUR), [session.id]);
    expect(await transferOf(t, session.id)).toMatchObject({ status: 'scheduled', amountCents: 7_480, feeCents: 1_020 });

    const due = new Date(completedAt.getTime() + 24 * HOUR + 60_000);
    await Promise.all([runJobsAt(t, due, [session.id]), runJobsAt(t, due, [session.id])]);
    await runJobsAt(t, new Date(due.getTime() + HOUR), [session.id]);
    const transfer = await transferOf(t, session.id);
    expect(transfer).toMatchObject({ status: 'paid', amountCents: 7_480, feeCents: 1_020, destinationAccountId: accountId, attempts: 0 });
    const sent = await t.db
      .select()
      .from(testTransfers)
      .where(eq(testTransfers.transferGroup, `booking-${session.id}`));
    expect(sent).toEqual([expect.objectContaining({ amountCents: 7_480, destination: accountId })]);

    expect((await ledgerOf(t, session.id)).map((e) => [e.kind, e.amountCents, e.coachId])).toEqual([
      ['authorization', 8_500, coach.id],
      ['capture', 8_500, coach.id],
      ['transfer', 7_480, coach.id],
      ['platform_fee', 1_020, coach.id],
    ]);
    expect(await balanceOfBooking(t, session.id)).toEqual({
      capturedCents: 8_500,
      refundedCents: 0,
      disputeLostCents: 0,
      transferredCents: 7_480,
      platformFeeCents: 1_020,
      heldCents: 0,
    });
  });

  it('sends the whole price during beta (no fee)', async () => {
    const { coach } = await paidCoach(beta);
    const session = await completedSession(beta, coach, '2030-01-07T11:00:00.000Z');
    await runJobsAt(beta, new Date(session.completedAt.getTime() + 25 * HOUR), [session.id]);
    expect(await transferOf(beta, session.id)).toMatchObject({ status: 'paid', amountCents: 8_500, feeCents: 0 });
  });

  it('holds the transfer while a no-show report is open and sends it once decided', async () => {
    const { coach } = await paidCoach(t);
    const session = await completedSession(t, coach, '2030-01-07T12:00:00.000Z');
    await t.db.insert(noShowReports).values({ bookingId: session.id, state: 'reported', clientStatement: 'No one came.' });
    const due = new Date(session.completedAt.getTime() + 25 * HOUR);
    await runJobsAt(t, due, [session.id]);
    expect(await transferOf(t, session.id)).toMatchObject({ status: 'held', holdReason: 'no_show_report' });

    await t.db.update(noShowReports).set({ state: 'not_refunded' }).where(eq(noShowReports.bookingId, session.id));
    await runJobsAt(t, new Date(due.getTime() + 30 * 60_000), [session.id]);
    expect((await transferOf(t, session.id))?.status).toBe('held');
    await runJobsAt(t, new Date(due.getTime() + HOUR), [session.id]);
    expect(await transferOf(t, session.id)).toMatchObject({ status: 'paid', holdReason: null });
  });

  it('holds the share of a coach without payouts set up', async () => {
    const coach = await newEveryDayCoach(t);
    const session = await completedSession(t, coach, '2030-01-07T13:00:00.000Z');
    await runJobsAt(t, new Date(session.completedAt.getTime() + 25 * HOUR), [session.id]);
    expect(await transferOf(t, session.id)).toMatchObject({ status: 'held', holdReason: 'payouts_not_enabled', amountCents: 7_480 });
    expect((await ledgerOf(t, session.id)).map((e) => e.kind)).toEqual(['authorization', 'capture']);
  });

  it('reverses the coach’s part of a refund made after the transfer, and the platform gives up its part', async () => {
    const { coach } = await paidCoach(t);
    const session = await completedSession(t, coach, '2030-01-07T14:00:00.000Z');
    const paidAt = new Date(session.completedAt.getTime() + 25 * HOUR);
    await runJobsAt(t, paidAt, [session.id]);
    expect((await transferOf(t, session.id))?.status).toBe('paid');

    // Half the price refunded later, the way the bookings service refunds.
    const gateway = createPaymentGateway(t.db, () => t.clock.now);
    const refund = await gateway.refund(session.intentId, { idempotencyKey: `test-refund-${session.id}`, amountCents: 4_250 });
    await createLedgerRepository(t.db).insert({
      bookingId: session.id,
      userId: session.client.id,
      provider: 'test',
      providerPaymentId: refund.id,
      amountCents: refund.amountCents,
      status: 'refunded',
    });
    await runJobsAt(t, new Date(paidAt.getTime() + HOUR), [session.id]);
    await runJobsAt(t, new Date(paidAt.getTime() + 2 * HOUR), [session.id]);

    expect(await transferOf(t, session.id)).toMatchObject({ status: 'partially_reversed', reversedCents: 3_740 });
    const [sent] = await t.db
      .select()
      .from(testTransfers)
      .where(eq(testTransfers.transferGroup, `booking-${session.id}`));
    expect(sent?.amountReversedCents).toBe(3_740);
    expect((await ledgerOf(t, session.id)).slice(4).map((e) => [e.kind, e.amountCents])).toEqual([
      ['refund', 4_250],
      ['reversal', 3_740],
      ['platform_fee_refund', 510],
    ]);
    expect(await balanceOfBooking(t, session.id)).toMatchObject({
      refundedCents: 4_250,
      transferredCents: 3_740,
      platformFeeCents: 510,
      heldCents: 0,
    });
  });
});
