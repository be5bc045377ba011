// The daily reconciliation compares each booking's ledger with the gateway's
// own records (the test-mode tables, or the fake Stripe through the real
// client): a clean history gives no mismatch, a planted one is found and
// stored for admins, and the run happens once a day.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconciliationMismatches, reconciliationRuns, testTransfers } from '../../../db/schema.js';
import { newEveryDayCoach } from '../../../test-support/booked-sessions.js';
import { NOW } from '../../../test-support/bookings.js';
import { startFakeStripe, type FakeStripe } from '../../../test-support/fake-stripe/fake-stripe-server.js';
import { completedSession, HOUR, runJobsAt, stripeBooking, transferOf } from '../../../test-support/money.js';
import { givePayoutsEnabled, giveTestModePayoutsEnabled } from '../../../test-support/payouts.js';
import { stripeEnv } from '../../../test-support/stripe.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';

const mismatchesOfDay = async (t: TestApp, day: string) => {
  const [run] = await t.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.runDate, day));
  const found = run ? await t.db.select().from(reconciliationMismatches).where(eq(reconciliationMismatches.runId, run.id)) : [];
  return { run, found };
};

describe('reconciliation in test mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
  });
  afterAll(async () => t?.close());

  it('finds nothing in a clean history, then finds a transfer the gateway has for another amount', async () => {
    const coach = await newEveryDayCoach(t);
    await giveTestModePayoutsEnabled(t.db, coach.id);
    const paid = await completedSession(t, coach, '2030-01-07T10:00:00.000Z');
    const open = await completedSession(t, coach, '2030-01-07T12:00:00.000Z');
    const day1 = new Date(paid.completedAt.getTime() + 25 * HOUR);
    await runJobsAt(t, day1, [paid.id]);
    expect((await transferOf(t, paid.id))?.status).toBe('paid');

    await runJobsAt(t, day1);
    const clean = await mismatchesOfDay(t, day1.toISOString().slice(0, 10));
    expect(clean.run).toMatchObject({ status: 'ok', mismatchCount: 0 });
    expect(clean.run?.bookingsChecked).toBeGreaterThanOrEqual(2);
    // A second run the same day does nothing.
    expect((await runJobsAt(t, new Date(day1.getTime() + HOUR)))['reconcile-ledger']).toBe(0);

    // Planted: the gateway's record of the transfer says 1 cent more than our ledger.
    await t.db
      .update(testTransfers)
      .set({ amountCents: 8_501 })
      .where(eq(testTransfers.transferGroup, `booking-${paid.id}`));
    const day2 = new Date(day1.getTime() + 24 * HOUR);
    await runJobsAt(t, day2, [open.id]);
    await runJobsAt(t, day2);
    const { run, found } = await mismatchesOfDay(t, day2.toISOString().slice(0, 10));
    expect(run).toMatchObject({ status: 'mismatches', mismatchCount: 1 });
    expect(found).toEqual([expect.objectContaining({ bookingId: paid.id, check: 'transferred', ledgerCents: 8_500, gatewayCents: 8_501 })]);
  });
});

describe('reconciliation with Stripe', () => {
  let t: TestApp;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({ now: NOW, env: stripeEnv(fake.url) });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('finds a refund made at Stripe that never reached the ledger', async () => {
    const coach = await newEveryDayCoach(t);
    await givePayoutsEnabled(t.db, fake, coach.id);
    const session = await completedSession(t, coach, '2030-01-07T10:00:00.000Z', stripeBooking(fake));
    const day1 = new Date(session.completedAt.getTime() + 25 * HOUR);
    await runJobsAt(t, day1);
    expect((await transferOf(t, session.id))?.status).toBe('paid');
    expect((await mismatchesOfDay(t, day1.toISOString().slice(0, 10))).run).toMatchObject({ status: 'ok', mismatchCount: 0 });

    // Planted: a refund at Stripe whose webhook never arrived.
    fake.state.refund({ payment_intent: session.intentId, amount: '500' });
    const day2 = new Date(day1.getTime() + 24 * HOUR);
    await runJobsAt(t, day2);
    const { run, found } = await mismatchesOfDay(t, day2.toISOString().slice(0, 10));
    expect(run).toMatchObject({ status: 'mismatches', mismatchCount: 1 });
    expect(found).toEqual([expect.objectContaining({ bookingId: session.id, check: 'refunded', ledgerCents: 0, gatewayCents: 500 })]);
  });
});
