// A package from offer to refund in test mode (DECISIONS section 12): the
// coach offers 6 sessions for $400, a client buys it, books three sessions
// with credits, cancels one early (credit back) and one late (credit spent),
// holds the third (the coach is paid $66.66 minus the fee by the transfer
// job), then cancels the package: the 4 unused credits are refunded at
// $66.66 each. The credits ledger, the money ledger and the gateway agree.
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_MESSAGES } from '../../../../shared/schemas/packages.js';
import { emailOutbox } from '../../../db/schema.js';
import { NOW } from '../../../test-support/bookings.js';
import { newEveryDayCoach, setStatus } from '../../../test-support/booked-sessions.js';
import { HOUR, ledgerOf, runJobsAt, transferOf } from '../../../test-support/money.js';
import { bookWithCredit, buy, createOffer, myPackages, offerOf, packageMismatches, SIX_FOR_400 } from '../../../test-support/packages.js';
import { giveTestModePayoutsEnabled } from '../../../test-support/payouts.js';
import { signIn } from '../../../test-support/sign-in.js';
import { callEndpoint, createTestApp, type TestApp } from '../../../test-support/test-app.js';
import * as api from '../../../../shared/api/api-routes.generated.js';

let t: TestApp;
beforeAll(async () => {
  // Beta off, so the 12% platform fee is really kept.
  t = await createTestApp({ now: NOW, env: { BETA: 'false' } });
});
afterAll(async () => {
  await t?.close();
});

describe('a package from offer to refund', () => {
  it('sells, spends, returns and refunds credits exactly as section 12 says', async () => {
    const coach = await newEveryDayCoach(t);
    await giveTestModePayoutsEnabled(t.db, coach.id);
    const offerId = await offerOf(t.app, coach.cookie);
    const offers = await callEndpoint(t.app, api.listCoachOffers, { params: { id: coach.id } });
    // $85 a session: 6 for $400 is $66.66 a session, $110 less than six singles.
    expect(offers.json()).toEqual([expect.objectContaining({ id: offerId, sessions: 6, price: 400, perSession: 66.66, saving: 110 })]);

    const client = await signIn(t);
    t.clock.now = NOW;
    const { response, intent } = await buy(t.app, client.cookie, offerId);
    expect(response.statusCode, response.body).toBe(201);
    expect(intent.expiresAt).toBe('2030-04-07T06:00:00.000Z');
    expect(response.json()).toMatchObject({ creditsLeft: 6, perSession: 66.66, expiresAt: '2030-04-07T06:00:00.000Z' });

    const balance = await callEndpoint(t.app, api.getCreditBalance, { params: { id: coach.id }, cookie: client.cookie });
    expect(balance.json()).toMatchObject({ credits: 6 });

    const early = await bookWithCredit(t.app, client.cookie, coach.id, '2030-01-10T10:00:00.000Z');
    const late = await bookWithCredit(t.app, client.cookie, coach.id, '2030-01-07T10:00:00.000Z');
    const held = await bookWithCredit(t.app, client.cookie, coach.id, '2030-01-08T10:00:00.000Z');
    for (const booked of [early, late, held]) expect(booked.statusCode, booked.body).toBe(201);
    expect(held.json()).toMatchObject({ paymentStatus: 'paid', totalPrice: 66.66 });
    expect((await myPackages(t.app, client.cookie))[0]?.creditsLeft).toBe(3);

    // The receipt names the credits and the date they expire; each credit booking's e-mail says what is left.
    const mail = await t.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
      .from(emailOutbox)
      .orderBy(asc(emailOutbox.id));
    const receipt = mail.find((m) => m.subject.startsWith('Your receipt: 6 sessions with'));
    expect(receipt?.text).toContain('You paid $400.00 ($66.66 per session), charged once to your card.');
    expect(receipt?.text).toContain('You have 6 credits for sessions with');
    expect(receipt?.text).toContain('valid until Sunday 7 April 2030, 6:00 AM (UTC)');
    const requests = mail.filter((m) => m.subject.startsWith("We've sent your request"));
    expect(requests.map((m) => /You used 1 credit of your package: (\d+) credits left/.exec(m.text)?.[1])).toEqual(['5', '4', '3']);

    // Three days ahead under Flexible: a full refund, so the credit comes back.
    expect((await setStatus(t, client.cookie, early.json().id, 'cancelled')).json()).toMatchObject({ paymentStatus: 'refunded' });
    expect((await myPackages(t.app, client.cookie))[0]?.creditsLeft).toBe(4);
    // Four hours ahead: only 50% would be refunded, so the credit is spent.
    expect((await setStatus(t, client.cookie, late.json().id, 'cancelled')).json()).toMatchObject({ paymentStatus: 'paid' });
    expect((await myPackages(t.app, client.cookie))[0]?.creditsLeft).toBe(4);

    // The third is held: the coach's share of it goes out 24 hours after it completed.
    const heldId: number = held.json().id;
    expect((await setStatus(t, coach.cookie, heldId, 'confirmed')).statusCode).toBe(200);
    const completedAt = new Date('2030-01-08T11:01:00.000Z');
    await runJobsAt(t, completedAt, [heldId]);
    await runJobsAt(t, new Date(completedAt.getTime() + 24 * HOUR + 60_000), [heldId]);
    // 12% of $66.66 is $8.00 (rounded to the cent): $58.66 to the coach.
    expect(await transferOf(t, heldId)).toMatchObject({ status: 'paid', amountCents: 5_866, feeCents: 800 });
    expect((await ledgerOf(t, heldId)).map((e) => [e.kind, e.amountCents])).toEqual([
      ['transfer', 5_866],
      ['platform_fee', 800],
    ]);

    const [before] = await myPackages(t.app, client.cookie);
    expect(before?.refundIfCancelled).toBe(266.64);
    const cancelled = await callEndpoint(t.app, api.cancelMyPackage, { params: { id: String(before?.id) }, cookie: client.cookie });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', creditsLeft: 0, refundIfCancelled: 0 });
    expect(cancelled.json().history.map((h: { kind: string; credits: number; amount: number }) => [h.kind, h.credits, h.amount])).toEqual([
      ['granted', 6, 0],
      ['redeemed', 1, 66.66],
      ['redeemed', 1, 66.66],
      ['redeemed', 1, 66.66],
      ['returned', 1, 66.66],
      ['refunded', 4, 266.64],
    ]);
    // A second cancel refunds nothing more.
    const again = await callEndpoint(t.app, api.cancelMyPackage, { params: { id: String(before?.id) }, cookie: client.cookie });
    expect(again.statusCode).toBe(409);

    // paid 400.00 = transferred 58.66 + fee 8.00 + refunded 266.64 + held 66.70 (the late cancel's credit and the cent left over).
    expect(await packageMismatches(t)).toEqual([]);
  });

  it("refuses a credit for another coach, a retired offer, and another offer's payment", async () => {
    const coachA = await newEveryDayCoach(t);
    const coachB = await newEveryDayCoach(t);
    const offerA = await offerOf(t.app, coachA.cookie);
    const offerB = await offerOf(t.app, coachB.cookie);
    const client = await signIn(t);
    t.clock.now = NOW;
    expect((await buy(t.app, client.cookie, offerA)).response.statusCode).toBe(201);

    const elsewhere = await bookWithCredit(t.app, client.cookie, coachB.id, '2030-01-09T10:00:00.000Z');
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toBe(PACKAGE_MESSAGES.noCredit);

    // An intent made for B's offer cannot buy A's (the price or the package is never taken from the browser).
    const intentB = await callEndpoint(t.app, api.createPackageIntent, { params: { id: offerB }, cookie: client.cookie });
    const forged = await callEndpoint(t.app, api.buyPackage, {
      params: { id: offerA },
      cookie: client.cookie,
      headers: { 'idempotency-key': 'forged-key-1' },
      body: { paymentIntentId: intentB.json().paymentIntentId },
    });
    expect(forged.statusCode).toBe(409);
    expect(forged.json().message).toBe(PACKAGE_MESSAGES.paymentMismatch);

    const retired = await callEndpoint(t.app, api.retireOffer, { params: { id: offerB }, cookie: coachB.cookie });
    expect(retired.json()).toMatchObject({ retired: true });
    const late = await callEndpoint(t.app, api.createPackageIntent, { params: { id: offerB }, cookie: client.cookie });
    expect(late.statusCode).toBe(404);
    // Another coach cannot retire A's offer.
    const notTheirs = await callEndpoint(t.app, api.retireOffer, { params: { id: offerA }, cookie: coachB.cookie });
    expect(notTheirs.statusCode).toBe(404);
  });

  it('checks offers against the shared rules: sessions, price range, validity, at most 3 packages and one membership', async () => {
    const coach = await newEveryDayCoach(t);
    const one = await createOffer(t.app, coach.cookie, { ...SIX_FOR_400, sessions: 1 });
    expect(one.statusCode).toBe(400);
    expect(one.json().errors).toMatchObject({ sessions: PACKAGE_MESSAGES.sessions });
    // 6 x $85 = $510: the range is $255.00 to $510.00.
    const cheap = await createOffer(t.app, coach.cookie, { ...SIX_FOR_400, price: 254.99 });
    expect(cheap.json().errors).toMatchObject({ price: 'The price must be between $255.00 and $510.00.' });
    const long = await createOffer(t.app, coach.cookie, { ...SIX_FOR_400, validityDays: 366 });
    expect(long.json().errors).toMatchObject({ validityDays: PACKAGE_MESSAGES.validity });
    for (const sessions of [2, 4, 8]) await offerOf(t.app, coach.cookie, { ...SIX_FOR_400, sessions, price: sessions * 80 });
    const fourth = await createOffer(t.app, coach.cookie, SIX_FOR_400);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(PACKAGE_MESSAGES.tooManyPackages);
    await offerOf(t.app, coach.cookie, { kind: 'membership', sessions: 2, price: 150 });
    const second = await createOffer(t.app, coach.cookie, { kind: 'membership', sessions: 4, price: 280 });
    expect(second.json().message).toBe(PACKAGE_MESSAGES.oneMembership);
    const nine = await createOffer(t.app, coach.cookie, { kind: 'membership', sessions: 9, price: 280 });
    expect(nine.json().errors).toMatchObject({ sessions: PACKAGE_MESSAGES.monthlySessions });
  });
});
