// Memberships renewing on the app clock in test mode (DECISIONS section 12,
// docs/decisions/0067-membership-renewals.md): 2 sessions a month for $150.
// A month renews on the saved card and grants 2 credits; unused credits roll
// over one month, then lapse (recorded as expired); a card that fails later
// (4000 0000 0000 0341) gives 3 days of grace, retried once a day, with one
// "renewal failed" e-mail; the client fixes it with another card, or the
// grace runs out and no new credits come. Cancelling stops renewals and
// keeps the month's credits until it ends. The reconciliation agrees throughout.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, membershipRenewals } from '../../../db/schema.js';
import { DECLINED_CARD, GOOD_CARD, NOW } from '../../../test-support/bookings.js';
import { newEveryDayCoach, setStatus } from '../../../test-support/booked-sessions.js';
import { runJobsAt } from '../../../test-support/money.js';
import { bookWithCredit, buyWithCard, offerOf, packageMismatches } from '../../../test-support/packages.js';
import { signIn, type SignedIn } from '../../../test-support/sign-in.js';
import { callEndpoint, createTestApp, type TestApp } from '../../../test-support/test-app.js';
import * as api from '../../../../shared/api/api-routes.generated.js';

const FAILS_LATER_CARD = { number: '4000 0000 0000 0341', expiry: '12/34', cvc: '123' };
const MONTHLY = { kind: 'membership', sessions: 2, price: 150 } as const;
const at = (iso: string) => new Date(iso);

type Membership = {
  id: number;
  status: string;
  creditsLeft: number;
  refundIfCancelled: number;
  history: Array<{ kind: string; credits: number; amount: number }>;
  membership: { state: string; renewsOn: string | null; graceUntil: string | null; endsOn: string | null } | null;
};

let t: TestApp;
let offerId: number;
let coachId: number;
let coachCookie: string;
beforeAll(async () => {
  // Months pass on the clock: the clients stay signed in through them.
  t = await createTestApp({ now: NOW, env: { SESSION_IDLE_DAYS: '400', SESSION_MAX_DAYS: '400' } });
  const coach = await newEveryDayCoach(t);
  coachId = coach.id;
  coachCookie = coach.cookie;
  offerId = await offerOf(t.app, coach.cookie, MONTHLY);
});
afterAll(async () => {
  await t?.close();
});

async function subscribe(card: typeof GOOD_CARD): Promise<{ client: SignedIn; id: number }> {
  t.clock.now = NOW;
  const client = await signIn(t);
  const bought = await buyWithCard(t.app, client.cookie, offerId, card);
  expect(bought.statusCode, bought.body).toBe(201);
  return { client, id: bought.json().id as number };
}

async function mine(client: SignedIn, id: number): Promise<Membership> {
  const listed = await callEndpoint(t.app, api.listMyPackages, { cookie: client.cookie });
  if (listed.statusCode !== 200) throw new Error(listed.body);
  const found = (listed.json() as Membership[]).find((p) => p.id === id);
  if (!found) throw new Error(`membership ${id} not listed`);
  return found;
}

const mailTo = async (client: SignedIn) =>
  (await t.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id))).filter((m) => m.toAddress === client.email);

describe('membership renewals in test mode', () => {
  it('renews monthly, rolls unused credits over one month then lapses them, and cancels at the end of the month', async () => {
    const { client, id } = await subscribe(GOOD_CARD);
    expect((await mine(client, id)).membership).toEqual({
      state: 'renewing',
      renewsOn: '2030-02-07T06:00:00.000Z',
      graceUntil: null,
      endsOn: null,
    });
    const booked = await bookWithCredit(t.app, client.cookie, coachId, '2030-01-10T10:00:00.000Z');
    expect(booked.statusCode).toBe(201);
    expect((await setStatus(t, coachCookie, booked.json().id, 'confirmed')).statusCode).toBe(200);

    // February: January's unused credit rolls over, two new ones.
    await runJobsAt(t, at('2030-02-07T06:00:30Z'));
    let now = await mine(client, id);
    expect(now).toMatchObject({ creditsLeft: 3, membership: { state: 'renewing', renewsOn: '2030-03-07T06:00:00.000Z' } });
    // A second run in the same month charges nothing more.
    await runJobsAt(t, at('2030-02-07T07:00:00Z'));
    expect((await mine(client, id)).creditsLeft).toBe(3);
    const renewed = (await mailTo(client)).filter((m) => m.subject.startsWith('Your membership with'));
    expect(renewed).toHaveLength(1);
    expect(renewed[0]?.textBody).toContain('$150.00 was charged to your card');
    expect(renewed[0]?.textBody).toContain('You now have 3 credits');

    // March: January's carried credit lapses (expired), February's two roll over, two new ones.
    await runJobsAt(t, at('2030-03-07T06:00:30Z'));
    now = await mine(client, id);
    expect(now.creditsLeft).toBe(4);
    expect(now.history.map((h) => [h.kind, h.credits])).toEqual([
      ['granted', 2],
      ['redeemed', 1],
      ['granted', 2],
      ['expired', 1],
      ['granted', 2],
    ]);
    expect(await packageMismatches(t)).toEqual([]);

    // Cancelled: nothing refunded, the credits stay until the month ends, no April charge.
    expect(now.refundIfCancelled).toBe(0);
    const cancelled = await callEndpoint(t.app, api.cancelMyPackage, { params: { id }, cookie: client.cookie });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      creditsLeft: 4,
      membership: { state: 'cancelled', renewsOn: null, endsOn: '2030-04-07T06:00:00.000Z' },
    });
    await runJobsAt(t, at('2030-04-07T06:00:30Z'));
    now = await mine(client, id);
    expect(now).toMatchObject({ status: 'cancelled', creditsLeft: 0, membership: { state: 'cancelled' } });
    expect(now.history.at(-1)).toMatchObject({ kind: 'expired', credits: 4 });
    expect(await t.db.select().from(membershipRenewals).where(eq(membershipRenewals.purchaseId, id))).toHaveLength(2);
    expect(await packageMismatches(t)).toEqual([]);
  });

  it('gives 3 days of grace after a failed renewal, retries daily, and recovers when the client updates the card', async () => {
    const { client, id } = await subscribe(FAILS_LATER_CARD);
    await runJobsAt(t, at('2030-02-07T06:00:30Z'));
    let now = await mine(client, id);
    // January's credits are still there; no new ones.
    expect(now).toMatchObject({
      creditsLeft: 2,
      membership: { state: 'payment_failed', graceUntil: '2030-02-10T06:00:00.000Z', endsOn: '2030-03-07T06:00:00.000Z' },
    });
    const failed = (await mailTo(client)).filter((m) => m.subject.startsWith('Action needed'));
    expect(failed).toHaveLength(1);
    expect(failed[0]?.textBody).toContain('Your card was declined.');
    expect(failed[0]?.textBody).toContain('"Update card"');

    // Retried once a day, not on every run; one e-mail in all.
    await runJobsAt(t, at('2030-02-07T12:00:00Z'));
    await runJobsAt(t, at('2030-02-08T07:00:00Z'));
    const [charge] = await t.db.select().from(membershipRenewals).where(eq(membershipRenewals.purchaseId, id));
    expect(charge).toMatchObject({ status: 'failed', attempts: 2 });
    expect((await mailTo(client)).filter((m) => m.subject.startsWith('Action needed'))).toHaveLength(1);

    // The client tries a declined card, then a good one: the month is paid, its credits granted.
    const declined = await callEndpoint(t.app, api.payMembershipOverdue, {
      params: { id },
      cookie: client.cookie,
      body: { card: DECLINED_CARD },
    });
    expect(declined.statusCode).toBe(402);
    const fixed = await callEndpoint(t.app, api.payMembershipOverdue, { params: { id }, cookie: client.cookie, body: { card: GOOD_CARD } });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({
      creditsLeft: 4,
      membership: { state: 'renewing', renewsOn: '2030-03-07T06:00:00.000Z', graceUntil: null },
    });
    const again = await callEndpoint(t.app, api.payMembershipOverdue, { params: { id }, cookie: client.cookie, body: { card: GOOD_CARD } });
    expect(again.statusCode).toBe(409);

    // March is charged to the new card.
    await runJobsAt(t, at('2030-03-07T06:00:30Z'));
    now = await mine(client, id);
    expect(now).toMatchObject({ creditsLeft: 4, membership: { state: 'renewing', renewsOn: '2030-04-07T06:00:00.000Z' } });
    expect(await packageMismatches(t)).toEqual([]);
  });

  it('after the grace no new credits come; the membership ends when its last credits lapse', async () => {
    const { client, id } = await subscribe(FAILS_LATER_CARD);
    await runJobsAt(t, at('2030-02-07T06:00:30Z'));
    await runJobsAt(t, at('2030-02-10T06:00:30Z'));
    let now = await mine(client, id);
    expect(now).toMatchObject({ creditsLeft: 2, membership: { state: 'ended', endsOn: '2030-03-07T06:00:00.000Z' } });
    const late = await callEndpoint(t.app, api.payMembershipOverdue, { params: { id }, cookie: client.cookie, body: { card: GOOD_CARD } });
    expect(late.statusCode).toBe(409);
    // The rolled-over credits are still usable until they lapse.
    const booked = await bookWithCredit(t.app, client.cookie, coachId, '2030-02-20T10:00:00.000Z');
    expect(booked.statusCode).toBe(201);
    expect((await setStatus(t, coachCookie, booked.json().id, 'confirmed')).statusCode).toBe(200);
    await runJobsAt(t, at('2030-03-07T06:00:30Z'));
    now = await mine(client, id);
    expect(now).toMatchObject({ status: 'lapsed', creditsLeft: 0, membership: { state: 'ended' } });
    expect(now.history.map((h) => [h.kind, h.credits])).toEqual([
      ['granted', 2],
      ['redeemed', 1],
      ['expired', 1],
    ]);
    expect(await packageMismatches(t)).toEqual([]);
  });
});
