// A membership under Stripe Billing (docs/decisions/0067-membership-renewals.md):
// the real webhook route, deliveries signed with the stripe library's test
// helper. invoice.paid grants the month (once, also on redelivery or a second
// event for the same month), invoice.payment_failed starts the grace, a later
// invoice.paid recovers it, customer.subscription.deleted ends renewals with
// the month's credits kept. The purchase row stands for the first month paid
// through Stripe (the checkout's subscription is not built yet).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditEntries, membershipRenewals, packageOffers, packagePurchases } from '../../../db/schema.js';
import { useStripeAppWithCoach } from '../../../test-support/app-with-coach.js';
import type { TestCoach } from '../../../test-support/coaches.js';
import { signIn } from '../../../test-support/sign-in.js';
import { signedDelivery, stripeEvent } from '../../../test-support/stripe.js';
import { callEndpoint, type TestApp } from '../../../test-support/test-app.js';
import { PURCHASE_METADATA_KEY } from './membership-webhooks.js';
import * as api from '../../../../shared/api/api-routes.generated.js';

let t: TestApp;
let coach: TestCoach;
useStripeAppWithCoach({}, (setup) => ({ t, coach } = setup));

const db = () => t.database.db;
const deliver = (event: unknown) => {
  const { payload, headers } = signedDelivery(event, { at: t.clock.now });
  return t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload });
};
const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

async function stripeMembership() {
  const client = await signIn(t);
  const [offer] = await db()
    .insert(packageOffers)
    .values({ coachId: coach.id, kind: 'membership', sessions: 2, priceCents: 15_000 })
    .returning();
  const [purchase] = await db()
    .insert(packagePurchases)
    .values({
      offerId: offer!.id,
      coachId: coach.id,
      clientId: client.id,
      kind: 'membership',
      sessions: 2,
      priceCents: 15_000,
      unitCents: 7_500,
      creditsAvailable: 2,
      expiresAt: new Date('2030-03-07T06:00:00Z'),
      periodEnd: new Date('2030-02-07T06:00:00Z'),
      provider: 'stripe',
      providerPaymentId: `pi_first_${client.id}`,
      idempotencyKey: `key-${client.id}`,
    })
    .returning();
  await db().insert(creditEntries).values({ purchaseId: purchase!.id, kind: 'granted', credits: 2, reference: 'purchase' });
  return purchase!;
}

const invoice = (purchaseId: number, periodStart: string, n: number) => ({
  id: `in_${purchaseId}_${n}`,
  object: 'invoice',
  payment_intent: `pi_renewal_${purchaseId}_${n}`,
  parent: { subscription_details: { metadata: { [PURCHASE_METADATA_KEY]: String(purchaseId) } } },
  lines: { data: [{ period: { start: seconds(periodStart), end: seconds(periodStart) + 28 * 86_400 } }] },
});

const rowOf = async (id: number) => (await db().select().from(packagePurchases).where(eq(packagePurchases.id, id)))[0]!;

describe('membership renewals through Stripe webhooks', () => {
  it('grants a paid month once, gives grace on a failure, recovers, and stops at a deleted subscription', async () => {
    const purchase = await stripeMembership();
    t.clock.now = new Date('2030-02-07T06:05:00Z');

    const paid = stripeEvent('invoice.paid', invoice(purchase.id, '2030-02-07T06:00:00Z', 1));
    expect((await deliver(paid)).json()).toEqual({ received: true, outcome: 'processed' });
    expect((await deliver(paid)).json()).toEqual({ received: true, outcome: 'duplicate' });
    // Another event for the same month (Stripe sends more than one kind) changes nothing either.
    expect((await deliver(stripeEvent('invoice.paid', invoice(purchase.id, '2030-02-07T06:00:00Z', 1)))).statusCode).toBe(200);
    let row = await rowOf(purchase.id);
    expect(row).toMatchObject({ creditsAvailable: 4, graceUntil: null });
    expect(row.periodEnd?.toISOString()).toBe('2030-03-07T06:00:00.000Z');
    expect(row.expiresAt.toISOString()).toBe('2030-04-07T06:00:00.000Z');

    // March fails: January's two unused credits lapse (rolled over once already), grace for 3 days, no new credits.
    t.clock.now = new Date('2030-03-07T06:05:00Z');
    expect((await deliver(stripeEvent('invoice.payment_failed', invoice(purchase.id, '2030-03-07T06:00:00Z', 2)))).statusCode).toBe(200);
    row = await rowOf(purchase.id);
    expect(row.creditsAvailable).toBe(2);
    expect(row.graceUntil?.toISOString()).toBe('2030-03-10T06:00:00.000Z');

    // Stripe's retry succeeds in the grace: the month is granted, the grace cleared.
    t.clock.now = new Date('2030-03-08T06:05:00Z');
    expect((await deliver(stripeEvent('invoice.paid', invoice(purchase.id, '2030-03-07T06:00:00Z', 2)))).statusCode).toBe(200);
    row = await rowOf(purchase.id);
    expect(row).toMatchObject({ creditsAvailable: 4, graceUntil: null });
    const charges = await db().select().from(membershipRenewals).where(eq(membershipRenewals.purchaseId, purchase.id));
    expect(charges.map((c) => [c.status, c.providerPaymentId])).toEqual([
      ['paid', `pi_renewal_${purchase.id}_1`],
      ['paid', `pi_renewal_${purchase.id}_2`],
    ]);

    // The subscription is cancelled at Stripe: no more months, the credits kept until this month ends.
    const deleted = stripeEvent('customer.subscription.deleted', {
      id: `sub_${purchase.id}`,
      object: 'subscription',
      status: 'canceled',
      metadata: { [PURCHASE_METADATA_KEY]: String(purchase.id) },
    });
    expect((await deliver(deleted)).json()).toEqual({ received: true, outcome: 'processed' });
    row = await rowOf(purchase.id);
    expect(row.cancelledAt).not.toBeNull();
    expect(row.expiresAt.toISOString()).toBe('2030-04-07T06:00:00.000Z');
    expect(row.creditsAvailable).toBe(4);

    const kinds = (await db().select().from(creditEntries).where(eq(creditEntries.purchaseId, purchase.id))).map((e) => [
      e.kind,
      e.credits,
    ]);
    expect(kinds).toEqual([
      ['granted', 2],
      ['granted', 2],
      ['expired', 2],
      ['granted', 2],
    ]);
  });

  it('refuses an unsigned delivery', async () => {
    const event = stripeEvent('invoice.paid', invoice(1, '2030-02-07T06:00:00Z', 9));
    const answer = await callEndpoint(t.app, api.receiveStripeWebhook, {
      headers: { 'content-type': 'application/json' },
      invalidBody: JSON.stringify(event),
    });
    expect(answer.statusCode).toBe(400);
  });
});
