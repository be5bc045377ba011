// Payout set-up against the local fake of Stripe through the real `stripe`
// package: an Express account and account links, the state read back with
// accounts.retrieve and from signed account.updated events (each applied
// once), and the listing rule: while Stripe is on, only a coach whose
// payouts are enabled is listed and bookable.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../../../shared/schemas/bookings.js';
import { coachPayoutAccounts } from '../../../db/schema.js';
import { createIntent, NOW } from '../../../test-support/bookings.js';
import { coachWithSession, type TestCoach } from '../../../test-support/coaches.js';
import { startFakeStripe, type FakeStripe } from '../../../test-support/fake-stripe/fake-stripe-server.js';
import { signIn, type SignedIn } from '../../../test-support/sign-in.js';
import { signedDelivery, stripeEnv, stripeEvent } from '../../../test-support/stripe.js';
import { callEndpoint, createTestApp, type TestApp } from '../../../test-support/test-app.js';
import * as api from '../../../../shared/api/api-routes.generated.js';

let fake: FakeStripe;
let t: TestApp;
let client: SignedIn;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ now: NOW, env: { ...stripeEnv(fake.url), PUBLIC_URL: 'https://stillpoint.example' } });
  client = await signIn(t);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
const stored = async (coachId: number) =>
  (await t.db.select().from(coachPayoutAccounts).where(eq(coachPayoutAccounts.coachId, coachId)))[0];
const deliver = (event: unknown) => {
  const { payload, headers } = signedDelivery(event, { at: t.clock.now });
  return t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload });
};
const isListed = async (coach: TestCoach) => {
  const listed = (await callEndpoint(t.app, api.listCoaches)).json().coaches.some((c: { id: number }) => c.id === coach.id);
  const profile = (await callEndpoint(t.app, api.getCoach, { params: { id: coach.id } })).statusCode;
  return { listed, profile };
};

async function onboarded(): Promise<{ coach: TestCoach; accountId: string }> {
  const coach = await coachWithSession(t);
  expect((await callEndpoint(t.app, api.createPayoutOnboardingLink, { cookie: coach.cookie })).statusCode).toBe(200);
  return { coach, accountId: (await stored(coach.id))?.accountId ?? '' };
}

describe('payouts with Stripe on', () => {
  it('opens Express onboarding with return and refresh addresses, reusing the one account', async () => {
    const coach = await coachWithSession(t);
    const before = await callEndpoint(t.app, api.getPayoutAccount, { cookie: coach.cookie });
    expect(before.json()).toEqual({
      state: 'not_started',
      provider: 'stripe',
      requiredForListing: true,
      started: false,
      requirementsDue: [],
    });

    const first = await callEndpoint(t.app, api.createPayoutOnboardingLink, { cookie: coach.cookie });
    expect(first.statusCode).toBe(200);
    expect(first.json().url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\//);
    const accountId = (await stored(coach.id))?.accountId ?? '';
    expect(fake.connect.account(accountId)).toMatchObject({ type: 'express', metadata: { coachId: String(coach.id) } });
    expect(fake.connect.links.at(-1)).toMatchObject({
      account: accountId,
      return_url: 'https://stillpoint.example/coach/payouts/return',
      refresh_url: 'https://stillpoint.example/coach/payouts/refresh',
    });

    // The refresh address asks for a new link: same account, new URL.
    const second = await callEndpoint(t.app, api.createPayoutOnboardingLink, { cookie: coach.cookie });
    expect(second.json().url).not.toBe(first.json().url);
    expect((await stored(coach.id))?.accountId).toBe(accountId);
    expect([...fake.connect.accounts.values()].filter((a) => a.metadata['coachId'] === String(coach.id))).toHaveLength(1);
  });

  it('reads each state back from Stripe on return, with what Stripe asks for in words', async () => {
    const { coach, accountId } = await onboarded();
    expect((await callEndpoint(t.app, api.refreshPayoutAccount, { cookie: coach.cookie })).json()).toMatchObject({
      state: 'not_started',
      started: true,
    });

    fake.connect.setAccount(accountId, {
      details_submitted: true,
      requirements: { currently_due: ['external_account', 'individual.ssn_last_4'] },
    });
    expect((await callEndpoint(t.app, api.refreshPayoutAccount, { cookie: coach.cookie })).json()).toMatchObject({
      state: 'restricted',
      requirementsDue: ['A bank account for your payouts', 'The last 4 digits of your Social Security number'],
    });

    fake.connect.setAccount(accountId, { requirements: { currently_due: [], pending_verification: ['individual.id_number'] } });
    expect((await callEndpoint(t.app, api.refreshPayoutAccount, { cookie: coach.cookie })).json()).toMatchObject({
      state: 'pending',
      requirementsDue: [],
    });

    fake.connect.setAccount(accountId, { charges_enabled: true, payouts_enabled: true, requirements: { pending_verification: [] } });
    expect((await callEndpoint(t.app, api.refreshPayoutAccount, { cookie: coach.cookie })).json()).toMatchObject({ state: 'enabled' });
    expect(await stored(coach.id)).toMatchObject({ payoutsEnabled: true, chargesEnabled: true, detailsSubmitted: true });
  });

  it('lists and books a coach only once payouts are enabled, and hides them again when Stripe restricts', async () => {
    const { coach, accountId } = await onboarded();
    expect(await isListed(coach)).toEqual({ listed: false, profile: 404 });
    // Hidden only for payouts: the client is told the coach is not taking bookings, as for vetting.
    const refused = await createIntent(t.app, client.cookie, coach.id, '2030-01-08T10:00:00.000Z');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BOOKING_MESSAGES.coachNotListed);

    fake.connect.setAccount(accountId, { details_submitted: true, charges_enabled: true, payouts_enabled: true });
    await callEndpoint(t.app, api.refreshPayoutAccount, { cookie: coach.cookie });
    expect(await isListed(coach)).toEqual({ listed: true, profile: 200 });
    expect((await createIntent(t.app, client.cookie, coach.id, '2030-01-08T10:00:00.000Z')).statusCode).toBe(200);

    // Stripe pauses payouts until something more is given.
    const paused = fake.connect.setAccount(accountId, { payouts_enabled: false, requirements: { past_due: ['individual.dob.day'] } });
    expect((await deliver(stripeEvent('account.updated', paused))).json().outcome).toBe('processed');
    expect(await isListed(coach)).toEqual({ listed: false, profile: 404 });
  });

  it('applies account.updated once per event, and ignores accounts that are no coach’s', async () => {
    const { coach, accountId } = await onboarded();
    const ready = fake.connect.setAccount(accountId, {
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      requirements: { currently_due: [], past_due: [] },
    });
    const event = stripeEvent('account.updated', ready);
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'processed' });
    expect((await callEndpoint(t.app, api.getPayoutAccount, { cookie: coach.cookie })).json().state).toBe('enabled');

    // A repeat of the same delivery must not overwrite what happened since.
    await t.db.update(coachPayoutAccounts).set({ payoutsEnabled: false }).where(eq(coachPayoutAccounts.coachId, coach.id));
    const again = await deliver(event);
    expect(again.json().outcome).toBe('duplicate');
    expect((await stored(coach.id))?.payoutsEnabled).toBe(false);

    const stranger = await deliver(stripeEvent('account.updated', { ...ready, id: 'acct_not_ours' }));
    expect(stranger.json().outcome).toBe('processed');
  });

  it('refuses an unsigned account.updated', async () => {
    const { coach, accountId } = await onboarded();
    const forged = stripeEvent('account.updated', { ...fake.connect.account(accountId), payouts_enabled: true });
    const response = await callEndpoint(t.app, api.receiveStripeWebhook, {
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
      invalidBody: JSON.stringify(forged),
    });
    expect(response.statusCode).toBe(400);
    expect((await callEndpoint(t.app, api.getPayoutAccount, { cookie: coach.cookie })).json().state).toBe('not_started');
  });

  it('has no stand-in onboarding page', async () => {
    const { coach } = await onboarded();
    expect((await callEndpoint(t.app, api.getTestOnboardingLink, { params: { token: 'anything' }, cookie: coach.cookie })).statusCode).toBe(
      404,
    );
  });
});
