// A late cancellation keeps part of the payment for the coach ("the rest stays
// with you", the cancellation e-mail): the transfer job pays that share, minus
// the platform fee, 24 hours after the session would have ended, whether the
// client paid by card (the part not refunded) or with a credit (spent, not
// returned). An early cancellation refunded in full, or a credit returned,
// leaves nothing to send (docs/decisions/0070-memberships-on-stripe-billing.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW } from '../../../test-support/bookings.js';
import { bookSession, newEveryDayCoach, setStatus } from '../../../test-support/booked-sessions.js';
import { balanceOfBooking, HOUR, runJobsAt, transferOf } from '../../../test-support/money.js';
import { bookWithCredit, buy, offerOf } from '../../../test-support/packages.js';
import { giveTestModePayoutsEnabled } from '../../../test-support/payouts.js';
import { signIn } from '../../../test-support/sign-in.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // Beta off, so the platform fee (12% for a free coach) is really taken.
  t = await createTestApp({ now: NOW, env: { BETA: 'false' } });
});
afterAll(async () => {
  await t?.close();
});

async function paidCoach() {
  const coach = await newEveryDayCoach(t, 'flexible');
  await giveTestModePayoutsEnabled(t.db, coach.id);
  return coach;
}

// The session's planned end, a day on, and a minute more.
const dayAfter = (start: string) => new Date(Date.parse(start) + HOUR + 24 * HOUR + 60_000);

describe('the share a late cancellation keeps', () => {
  it('paid by card: the half not refunded under Flexible reaches the coach, minus the fee', async () => {
    const coach = await paidCoach();
    // Four hours ahead: under Flexible a cancellation now refunds 50%.
    const start = '2030-01-07T10:00:00.000Z';
    const booked = await bookSession(t, coach, start);
    expect((await setStatus(t, booked.client.cookie, booked.id, 'cancelled')).statusCode).toBe(200);

    await runJobsAt(t, new Date(Date.parse(start) + 23 * HOUR), [booked.id]);
    expect(await transferOf(t, booked.id)).toMatchObject({ status: 'scheduled', amountCents: 3_740, feeCents: 510 });
    await runJobsAt(t, dayAfter(start), [booked.id]);
    expect(await transferOf(t, booked.id)).toMatchObject({ status: 'paid', amountCents: 3_740, feeCents: 510 });
    expect(await balanceOfBooking(t, booked.id)).toMatchObject({
      capturedCents: 8_500,
      refundedCents: 4_250,
      transferredCents: 3_740,
      platformFeeCents: 510,
      heldCents: 0,
    });
  });

  it('paid with a credit: the credit spent by a late cancel pays the coach its value; a credit returned pays nothing', async () => {
    const coach = await paidCoach();
    t.clock.now = NOW;
    const client = await signIn(t);
    const offerId = await offerOf(t.app, coach.cookie, { kind: 'package', sessions: 4, price: 300, validityDays: 90 });
    expect((await buy(t.app, client.cookie, offerId)).response.statusCode).toBe(201);

    const late = '2030-01-07T12:00:00.000Z';
    const early = '2030-01-10T12:00:00.000Z';
    const lateBooking = await bookWithCredit(t.app, client.cookie, coach.id, late);
    const earlyBooking = await bookWithCredit(t.app, client.cookie, coach.id, early);
    expect([lateBooking.statusCode, earlyBooking.statusCode]).toEqual([201, 201]);
    const lateId = lateBooking.json().id as number;
    const earlyId = earlyBooking.json().id as number;
    expect((await setStatus(t, client.cookie, lateId, 'cancelled')).statusCode).toBe(200);
    expect((await setStatus(t, client.cookie, earlyId, 'cancelled')).statusCode).toBe(200);

    // $300 / 4 = $75.00 a credit: 12% fee ($9.00) kept, $66.00 to the coach.
    await runJobsAt(t, dayAfter(late), [lateId, earlyId]);
    expect(await transferOf(t, lateId)).toMatchObject({ status: 'paid', amountCents: 6_600, feeCents: 900 });
    expect(await transferOf(t, earlyId)).toBeUndefined();
    await runJobsAt(t, dayAfter(early), [lateId, earlyId]);
    expect(await transferOf(t, earlyId)).toBeUndefined();
  });
});
