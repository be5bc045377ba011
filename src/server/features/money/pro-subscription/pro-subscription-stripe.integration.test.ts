import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema.js';
import { BETA_TRIAL_DAYS } from '../../../integrations/payments/stripe-subscriptions.js';
import { startFakeStripe, type FakeStripe } from '../../../test-support/fake-stripe/fake-stripe-server.js';
import { callEndpoint, createTestApp, type TestApp } from '../../../test-support/test-app.js';
import type { SignedIn } from '../../../test-support/sign-in.js';
import { GOOD_CARD } from '../../../test-support/bookings.js';
import { stripeEnv } from '../../../test-support/stripe.js';
import { coachWithProfile } from '../../../test-support/coach-profile.js';
import * as api from '../../../../shared/api/api-routes.generated.js';

let fake: FakeStripe;
let beta: TestApp;
let noBeta: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  beta = await createTestApp({ env: stripeEnv(fake.url) });
  noBeta = await createTestApp({ env: { ...stripeEnv(fake.url), BETA: 'false' } });
});
afterAll(async () => {
  await beta.close();
  await noBeta.close();
  await fake.close();
});

const planOf = async (t: TestApp, coach: SignedIn) => (await callEndpoint(t.app, api.getCoachMe, { cookie: coach.cookie })).json().planType;

describe('Pro subscription on Stripe', () => {
  it('creates a customer and a trial subscription during beta, and hands out its SetupIntent secret', async () => {
    const coach = await coachWithProfile(beta);
    const response = await callEndpoint(beta.app, api.createProSubscription, { cookie: coach.cookie, body: {} });
    expect(response.statusCode).toBe(200);
    const { clientSecret } = response.json();
    expect(clientSecret).toMatch(/^seti_\w+_secret_\w+$/);

    const [user] = await beta.database.db
      .select({ customer: users.stripeCustomerId, email: users.email })
      .from(users)
      .where(eq(users.id, coach.id));
    expect(user?.customer).toMatch(/^cus_/);
    expect(fake.billing.customers.get(user?.customer ?? '')?.email).toBe(user?.email);
    const subs = [...fake.billing.subscriptions.values()].filter((s) => s.customer === user?.customer);
    expect(subs).toHaveLength(1);
    const sub = subs[0];
    expect(sub?.status).toBe('trialing');
    expect(sub?.items.data[0]?.price).toMatchObject({ unit_amount: 2_900, currency: 'usd', recurring: { interval: 'month' } });
    expect(sub?.trial_end).toBeGreaterThan(Date.now() / 1000 + (BETA_TRIAL_DAYS - 1) * 86_400);

    // Asking again reuses the pending subscription.
    expect((await callEndpoint(beta.app, api.createProSubscription, { cookie: coach.cookie, body: {} })).json().clientSecret).toBe(
      clientSecret,
    );
    expect([...fake.billing.subscriptions.values()].filter((s) => s.customer === user?.customer)).toHaveLength(1);

    // Not Pro until Stripe says the card is saved.
    const early = await callEndpoint(beta.app, api.confirmProSubscription, { cookie: coach.cookie, body: { clientSecret } });
    expect(early.statusCode).toBe(402);
    expect(early.json().message).toBe('Your subscription is not confirmed yet. Please try again.');
    const withCard = await callEndpoint(beta.app, api.confirmProSubscription, {
      cookie: coach.cookie,
      body: { clientSecret, card: GOOD_CARD },
    });
    expect(withCard.statusCode).toBe(400);
    expect(await planOf(beta, coach)).toBe('free');

    fake.billing.completeSetup(sub?.id ?? '');
    const confirmed = await callEndpoint(beta.app, api.confirmProSubscription, { cookie: coach.cookie, body: { clientSecret } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, planType: 'pro' });
    expect(await planOf(beta, coach)).toBe('pro');
  });

  it('refuses the test-mode skip with 403', async () => {
    const coach = await coachWithProfile(beta);
    const response = await callEndpoint(beta.app, api.createProSubscription, { cookie: coach.cookie, body: { testMode: true } });
    expect(response.statusCode).toBe(403);
    expect(await planOf(beta, coach)).toBe('free');
  });

  it('charges from the first invoice when beta is over', async () => {
    const coach = await coachWithProfile(noBeta);
    const created = await callEndpoint(noBeta.app, api.createProSubscription, { cookie: coach.cookie, body: {} });
    expect(created.json()).toEqual({ clientSecret: expect.any(String) });
    const { clientSecret } = created.json();
    expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const sub = [...fake.billing.subscriptions.values()].find((s) => s.latest_invoice.confirmation_secret.client_secret === clientSecret);
    expect(sub?.status).toBe('incomplete');
    expect(sub?.trial_end).toBeNull();
    fake.billing.completeSetup(sub?.id ?? '');
    expect((await callEndpoint(noBeta.app, api.confirmProSubscription, { cookie: coach.cookie, body: { clientSecret } })).statusCode).toBe(
      200,
    );
    expect(await planOf(noBeta, coach)).toBe('pro');
  });
});
