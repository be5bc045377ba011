// Which cancellations give a credit back (DECISIONS section 12): a coach's
// decline or cancellation, an admin's cancellation and an unconfirmed request
// expiring always do; a credit that comes back after its package lapsed is
// refunded in money at the package's per-session price; lapsed credits are
// recorded as expired and never refunded by cancelling the package.
import { describe, expect, it } from 'vitest';
import { useAppWithAdmin } from '../../../test-support/app-with-admin.js';
import { NOW } from '../../../test-support/bookings.js';
import { newEveryDayCoach, setStatus } from '../../../test-support/booked-sessions.js';
import { runJobsAt } from '../../../test-support/money.js';
import { bookWithCredit, buy, myPackages, offerOf, packageMismatches } from '../../../test-support/packages.js';
import { signIn, type SignedIn } from '../../../test-support/sign-in.js';
import { callEndpoint, type TestApp } from '../../../test-support/test-app.js';
import * as api from '../../../../shared/api/api-routes.generated.js';

let t: TestApp;
let admin: SignedIn;
useAppWithAdmin({}, (setup) => ({ t, admin } = setup));

// A coach with a 30-day package of 4 for $300, bought by a new client at NOW.
async function boughtPackage() {
  const coach = await newEveryDayCoach(t);
  const offerId = await offerOf(t.app, coach.cookie, { kind: 'package', sessions: 4, price: 300, validityDays: 30 });
  const client = await signIn(t);
  t.clock.now = NOW;
  const { response } = await buy(t.app, client.cookie, offerId);
  expect(response.statusCode, response.body).toBe(201);
  const book = async (start: string) => {
    const booked = await bookWithCredit(t.app, client.cookie, coach.id, start);
    expect(booked.statusCode, booked.body).toBe(201);
    // The cancel dialog's question "does the credit come back?" starts from this flag.
    expect(booked.json().paidWithCredit).toBe(true);
    // The answer is built from what the checkout wrote and read; it is the booking as read back.
    const readBack = await callEndpoint(t.app, api.getBooking, { params: { id: booked.json().id }, cookie: client.cookie });
    expect(booked.json()).toEqual(readBack.json());
    return booked.json().id as number;
  };
  const credits = async () => (await myPackages(t.app, client.cookie))[0]?.creditsLeft;
  return { coach, client, purchaseId: response.json().id as number, book, credits };
}

describe('credits back or spent', () => {
  it("returns the credit on the coach's decline, the coach's late cancellation, an admin's cancellation and an expired request", async () => {
    const { coach, book, credits } = await boughtPackage();
    const declined = await book('2030-01-07T10:00:00.000Z');
    const confirmed = await book('2030-01-07T12:00:00.000Z');
    const byAdmin = await book('2030-01-07T14:00:00.000Z');
    const unanswered = await book('2030-01-07T16:00:00.000Z');
    expect(await credits()).toBe(0);
    const none = await bookWithCredit(t.app, (await signIn(t)).cookie, coach.id, '2030-01-08T10:00:00.000Z');
    expect(none.statusCode).toBe(409);

    expect((await setStatus(t, coach.cookie, declined, 'cancelled')).statusCode).toBe(200);
    expect((await setStatus(t, coach.cookie, confirmed, 'confirmed')).statusCode).toBe(200);
    // Two hours before the session: a client would lose the credit, a coach's cancellation never costs one.
    expect((await setStatus(t, coach.cookie, confirmed, 'cancelled')).statusCode).toBe(200);
    const cancel = await callEndpoint(t.app, api.cancelAdminBooking, { params: { id: byAdmin }, cookie: admin.cookie });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await credits()).toBe(3);
    // The request never confirmed expires at its start.
    await runJobsAt(t, new Date('2030-01-07T16:00:30.000Z'), [unanswered]);
    t.clock.now = NOW;
    expect(await credits()).toBe(4);
    expect(await packageMismatches(t)).toEqual([]);
  });

  it('refunds in money a credit that comes back after the package lapsed, and records lapsed credits as expired', async () => {
    const { coach, client, purchaseId, book, credits } = await boughtPackage();
    // Booked at NOW for a session after the 30 days: the credit comes back only once the package has lapsed.
    const later = await book('2030-02-07T10:00:00.000Z');
    expect(await credits()).toBe(3);

    // Past the expiry: the job records the 3 unused credits as expired.
    await runJobsAt(t, new Date('2030-02-06T07:00:00.000Z'));
    const [lapsed] = await myPackages(t.app, client.cookie);
    expect(lapsed).toMatchObject({ creditsLeft: 0, refundIfCancelled: 0, status: 'lapsed' });
    expect(lapsed?.history.map((h) => h.kind)).toEqual(['granted', 'redeemed', 'expired']);

    // The coach declines: the credit comes back to a package that lapsed, so its $75.00 is refunded instead.
    expect((await setStatus(t, coach.cookie, later, 'cancelled')).json()).toMatchObject({ paymentStatus: 'refunded' });
    const [after] = await myPackages(t.app, client.cookie);
    expect(after?.history.map((h) => [h.kind, h.credits, h.amount])).toEqual([
      ['granted', 4, 0],
      ['redeemed', 1, 75],
      ['expired', 3, 0],
      ['returned', 1, 75],
      ['refunded', 1, 75],
    ]);
    expect(after?.creditsLeft).toBe(0);
    // Nothing is left to cancel.
    const cancel = await callEndpoint(t.app, api.cancelMyPackage, { params: { id: purchaseId }, cookie: client.cookie });
    expect(cancel.statusCode).toBe(409);
    expect(await packageMismatches(t)).toEqual([]);
    t.clock.now = NOW;
  });
});
