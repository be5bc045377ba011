// The Pro subscription's lifecycle at Stripe, delivered as signed webhooks:
// customer.subscription.updated and .deleted move the coach between Pro and
// Free (decision 0049), each event once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachProfiles, stripeWebhookEvents } from '../../../db/schema.js';
import { startFakeStripe, type FakeStripe } from '../../../test-support/fake-stripe/fake-stripe-server.js';
import type { FakeSubscription } from '../../../test-support/fake-stripe/fake-stripe-billing.js';
import { callEndpoint, createTestApp, type TestApp } from '../../../test-support/test-app.js';
import type { SignedIn } from '../../../test-support/sign-in.js';
import { signedDelivery, stripeEnv, stripeEvent } from '../../../test-support/stripe.js';
import { coachWithProfile } from '../../../test-support/coach-profile.js';
import * as api from '../../../../shared/api/api-routes.generated.js';

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ env: stripeEnv(fake.url) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const me = async (coach: SignedIn) => (await callEndpoint(t.app, api.getCoachMe, { cookie: coach.cookie })).json();
const deliver = (event: unknown) => {
  const { payload, headers } = signedDelivery(event, { at: t.clock.now });
  return t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload });
};
const stored = async (coach: SignedIn) =>
  (await t.db.select().from(coachProfiles).where(eq(coachProfiles.userId, coach.id)))[0] as typeof coachProfiles.$inferSelect;
const subscriptionEvent = (type: 'updated' | 'deleted', sub: FakeSubscription) =>
  stripeEvent(`customer.subscription.${type}`, JSON.parse(JSON.stringify(sub)) as Record<string, unknown>);

// A Pro coach with the calendar feed on, subscribed through Stripe as the app does it.
async function proCoach(): Promise<{ coach: SignedIn; sub: FakeSubscription }> {
  const coach = await coachWithProfile(t, { profile: { calendarSyncEnabled: true, calendarType: 'google' } });
  const { clientSecret } = (await callEndpoint(t.app, api.createProSubscription, { cookie: coach.cookie, body: {} })).json();
  const sub = [...fake.billing.subscriptions.values()].find((s) => s.pending_setup_intent?.client_secret === clientSecret);
  if (!sub) throw new Error('no subscription at the fake');
  fake.billing.completeSetup(sub.id);
  expect((await callEndpoint(t.app, api.confirmProSubscription, { cookie: coach.cookie, body: { clientSecret } })).statusCode).toBe(200);
  const profile = await me(coach);
  expect(profile.planType).toBe('pro');
  expect(profile.calendarFeedUrl).toMatch(/\.ics$/);
  return { coach, sub };
}

describe('Pro subscription webhooks', () => {
  it('keeps Pro through a past_due renewal, falls back to Free once unpaid, and is Pro again when paid', async () => {
    const { coach, sub } = await proCoach();
    const feedUrl: string = (await me(coach)).calendarFeedUrl;

    const pastDue = await deliver(subscriptionEvent('updated', fake.billing.moveTo(sub.id, 'past_due')));
    expect(pastDue.json()).toEqual({ received: true, outcome: 'processed' });
    expect((await me(coach)).planType).toBe('pro');

    const unpaid = subscriptionEvent('updated', fake.billing.moveTo(sub.id, 'unpaid'));
    expect((await deliver(unpaid)).json().outcome).toBe('processed');
    const free = await me(coach);
    expect(free.planType).toBe('free');
    expect(free.calendarFeedUrl).toBeNull();
    // The old feed URL is dead, not just hidden.
    expect((await t.app.inject({ method: 'GET', url: new URL(feedUrl).pathname })).statusCode).toBe(404);
    expect((await stored(coach)).stripeSubscriptionId).toBe(sub.id);

    const paid = await deliver(subscriptionEvent('updated', fake.billing.moveTo(sub.id, 'active')));
    expect(paid.json().outcome).toBe('processed');
    const again = await me(coach);
    expect(again.planType).toBe('pro');
    expect(again.calendarFeedUrl).toMatch(/\.ics$/);
    expect(again.calendarFeedUrl).not.toBe(feedUrl);
  });

  it('falls back to Free when the subscription is deleted, exactly once, and forgets it', async () => {
    const { coach, sub } = await proCoach();
    const event = subscriptionEvent('deleted', fake.billing.moveTo(sub.id, 'canceled'));
    expect((await deliver(event)).json()).toEqual({ received: true, outcome: 'processed' });
    expect((await me(coach)).planType).toBe('free');
    expect((await stored(coach)).stripeSubscriptionId).toBeNull();

    // The coach subscribes again; a repeat of the old delivery changes nothing.
    const { clientSecret } = (await callEndpoint(t.app, api.createProSubscription, { cookie: coach.cookie, body: {} })).json();
    const next = [...fake.billing.subscriptions.values()].find((s) => s.pending_setup_intent?.client_secret === clientSecret);
    fake.billing.completeSetup(next?.id ?? '');
    expect((await callEndpoint(t.app, api.confirmProSubscription, { cookie: coach.cookie, body: { clientSecret } })).statusCode).toBe(200);
    expect((await deliver(event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await me(coach)).planType).toBe('pro');
    const recorded = await t.db.select().from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, event.id));
    expect(recorded).toEqual([expect.objectContaining({ type: 'customer.subscription.deleted', objectId: sub.id, note: 'canceled' })]);

    // A late event about the ended subscription finds no coach and leaves the new one alone.
    const late = await deliver(subscriptionEvent('updated', fake.billing.moveTo(sub.id, 'unpaid')));
    expect(late.json().outcome).toBe('processed');
    expect((await me(coach)).planType).toBe('pro');
  });

  it('does not make a coach Pro before their card is saved', async () => {
    const coach = await coachWithProfile(t);
    const { clientSecret } = (await callEndpoint(t.app, api.createProSubscription, { cookie: coach.cookie, body: {} })).json();
    const sub = [...fake.billing.subscriptions.values()].find((s) => s.pending_setup_intent?.client_secret === clientSecret);
    if (!sub) throw new Error('no subscription at the fake');
    expect(sub.status).toBe('trialing');
    expect((await deliver(subscriptionEvent('updated', sub))).json().outcome).toBe('processed');
    expect((await me(coach)).planType).toBe('free');
  });

  it('rejects an unsigned subscription event without touching the plan', async () => {
    const { coach, sub } = await proCoach();
    const { payload } = signedDelivery(subscriptionEvent('deleted', fake.billing.moveTo(sub.id, 'canceled')), { at: t.clock.now });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect((await me(coach)).planType).toBe('pro');
  });
});
