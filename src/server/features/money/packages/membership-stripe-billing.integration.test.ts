// A membership bought with Stripe on becomes a Stripe Billing subscription
// (docs/decisions/0070-memberships-on-stripe-billing.md), against the local
// Stripe fake through the real stripe library: the first month's intent saves
// the card on the client's customer, the subscription takes over at the end of
// the paid month on that card, and its webhooks then grant the months or start
// the grace, with the same e-mails as the app-clock renewals, once per event.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, packagePurchases, users } from '../../../db/schema.js';
import { useStripeAppWithCoach } from '../../../test-support/app-with-coach.js';
import { newKey } from '../../../test-support/bookings.js';
import type { TestCoach } from '../../../test-support/coaches.js';
import type { FakeStripe } from '../../../test-support/fake-stripe/fake-stripe-server.js';
import { offerOf } from '../../../test-support/packages.js';
import { signIn, type SignedIn } from '../../../test-support/sign-in.js';
import { signedDelivery, stripeEvent } from '../../../test-support/stripe.js';
import { callEndpoint, type TestApp } from '../../../test-support/test-app.js';
import { PURCHASE_METADATA_KEY } from './membership-webhooks.js';
import * as api from '../../../../shared/api/api-routes.generated.js';

let t: TestApp;
let coach: TestCoach;
let fake: FakeStripe;
useStripeAppWithCoach({ resetClock: true }, (setup) => ({ t, coach, fake } = setup));

const MONTHLY = { kind: 'membership', sessions: 2, price: 150 } as const;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const deliver = (event: unknown) => {
  const { payload, headers } = signedDelivery(event, { at: t.clock.now });
  return t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload });
};
const rowOf = async (id: number) => (await t.db.select().from(packagePurchases).where(eq(packagePurchases.id, id)))[0]!;
const mailTo = async (client: SignedIn) =>
  (await t.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id))).filter((m) => m.toAddress === client.email);

// An invoice of the subscription as Stripe sends it: the subscription's metadata copied on, the month it bills.
const invoice = (subscriptionId: string, purchaseId: number, periodStart: Date, n: number) => ({
  id: `in_${purchaseId}_${n}`,
  object: 'invoice',
  subscription: subscriptionId,
  payment_intent: `pi_invoice_${purchaseId}_${n}`,
  parent: { subscription_details: { metadata: { [PURCHASE_METADATA_KEY]: String(purchaseId) } } },
  lines: { data: [{ period: { start: seconds(periodStart), end: seconds(periodStart) + 30 * 86_400 } }] },
});

// A coach offers one membership at a time: made once for the file.
let offerId: number | undefined;

async function buyMembership() {
  offerId ??= await offerOf(t.app, coach.cookie, MONTHLY);
  const client = await signIn(t);
  const intent = await callEndpoint(t.app, api.createPackageIntent, { params: { id: offerId }, cookie: client.cookie });
  expect(intent.statusCode, intent.body).toBe(200);
  const intentId = intent.json().paymentIntentId as string;
  // Stripe Elements confirms the card in the browser.
  fake.confirm(intentId, 'pm_card_visa');
  const bought = await callEndpoint(t.app, api.buyPackage, {
    params: { id: offerId },
    cookie: client.cookie,
    headers: { 'idempotency-key': newKey() },
    body: { paymentIntentId: intentId },
  });
  expect(bought.statusCode, bought.body).toBe(201);
  return { client, intentId, purchase: await rowOf(bought.json().id as number) };
}

describe('a membership on Stripe Billing', () => {
  it('saves the card on the client, subscribes from the end of the paid month, and renews and fails by webhook with e-mails', async () => {
    const { client, intentId, purchase } = await buyMembership();
    const atStripe = fake.state.intent(intentId);
    const [account] = await t.db.select({ customer: users.stripeCustomerId }).from(users).where(eq(users.id, client.id));
    expect(atStripe).toMatchObject({ customer: account?.customer, setup_future_usage: 'off_session', status: 'succeeded', amount: 15_000 });

    // The subscription: the same customer and card, nothing billed until the paid month ends.
    expect(purchase.providerSubscriptionId).toMatch(/^sub_/);
    const subscription = fake.billing.subscription(purchase.providerSubscriptionId ?? '');
    expect(subscription).toMatchObject({
      customer: account?.customer,
      default_payment_method: atStripe.payment_method,
      status: 'trialing',
      trial_end: seconds(purchase.periodEnd!),
      cancel_at_period_end: false,
      metadata: { [PURCHASE_METADATA_KEY]: String(purchase.id) },
      pending_setup_intent: null,
    });
    expect(subscription.items.data[0]?.price).toMatchObject({ unit_amount: 15_000, recurring: { interval: 'month' } });

    // Stripe's $0 invoice for the trial (the month the purchase paid) grants nothing.
    expect((await deliver(stripeEvent('invoice.paid', invoice(subscription.id, purchase.id, purchase.createdAt, 0)))).statusCode).toBe(200);
    expect((await rowOf(purchase.id)).creditsAvailable).toBe(2);

    // The second month paid at Stripe: its 2 credits, and the renewal e-mail, once.
    const paid = stripeEvent('invoice.paid', invoice(subscription.id, purchase.id, purchase.periodEnd!, 1));
    expect((await deliver(paid)).json()).toEqual({ received: true, outcome: 'processed' });
    expect((await deliver(paid)).json()).toEqual({ received: true, outcome: 'duplicate' });
    const renewed = await rowOf(purchase.id);
    expect(renewed.creditsAvailable).toBe(4);
    let mails = await mailTo(client);
    expect(mails.filter((m) => m.subject === 'Your membership with Mia Calm renewed')).toHaveLength(1);
    expect(mails.find((m) => m.subject.startsWith('Your membership'))?.textBody).toContain(
      'Your membership with Mia Calm (2 sessions a month) renewed: $150.00 was charged to your card.',
    );

    // The third month refused: grace of 3 days and the "renewal failed" e-mail, once however often Stripe says so.
    const failed = stripeEvent('invoice.payment_failed', invoice(subscription.id, purchase.id, renewed.periodEnd!, 2));
    expect((await deliver(failed)).json()).toEqual({ received: true, outcome: 'processed' });
    expect((await deliver(failed)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(
      (await deliver(stripeEvent('invoice.payment_failed', invoice(subscription.id, purchase.id, renewed.periodEnd!, 2)))).statusCode,
    ).toBe(200);
    const inGrace = await rowOf(purchase.id);
    expect(inGrace.graceUntil?.toISOString()).toBe(new Date(renewed.periodEnd!.getTime() + 3 * 86_400_000).toISOString());
    // No new credits; the first month's two, unused, lapsed at its rollover.
    expect(inGrace.creditsAvailable).toBe(2);
    mails = await mailTo(client);
    const notices = mails.filter((m) => m.subject === 'Action needed: your membership with Mia Calm could not be renewed');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.textBody).toContain('We could not charge $150.00 for this month of your membership with Mia Calm');
  });

  it('a client who cancels stops the subscription at the end of the paid month and keeps the credits', async () => {
    const { client, purchase } = await buyMembership();
    const cancelled = await callEndpoint(t.app, api.cancelMyPackage, { params: { id: purchase.id }, cookie: client.cookie });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      creditsLeft: 2,
      membership: { state: 'cancelled', endsOn: purchase.periodEnd?.toISOString() },
    });
    expect(fake.billing.subscription(purchase.providerSubscriptionId ?? '')).toMatchObject({
      cancel_at_period_end: true,
      status: 'trialing',
    });
    // A second cancel is refused before Stripe is asked again.
    const again = await callEndpoint(t.app, api.cancelMyPackage, { params: { id: purchase.id }, cookie: client.cookie });
    expect(again.statusCode).toBe(409);
  });

  it('a subscription Stripe could not make at purchase is made by the renewal job an hour later, the purchase standing meanwhile', async () => {
    await buyMembership();
    // Stripe is down just when the next subscription is asked for.
    fake.billing.outage.subscriptions = true;
    const { purchase } = await buyMembership();
    fake.billing.outage.subscriptions = false;
    expect(purchase).toMatchObject({ status: 'active', creditsAvailable: 2, providerSubscriptionId: null });

    // Within the hour the job leaves it; after it, the subscription is made.
    t.clock.now = new Date(t.clock.now.getTime() + 30 * 60_000);
    expect((await t.app.jobs.runDueJobs(t.clock.now))['renew-memberships']).toBe(0);
    t.clock.now = new Date(t.clock.now.getTime() + 60 * 60_000);
    expect((await t.app.jobs.runDueJobs(t.clock.now))['renew-memberships']).toBe(1);
    const subscribed = await rowOf(purchase.id);
    expect(fake.billing.subscription(subscribed.providerSubscriptionId ?? '')).toMatchObject({
      status: 'trialing',
      trial_end: seconds(purchase.periodEnd!),
      metadata: { [PURCHASE_METADATA_KEY]: String(purchase.id) },
    });
  });
});
