// A membership on Stripe Billing (docs/decisions/0070-memberships-on-stripe-billing.md).
// The first month is the purchase's own PaymentIntent, confirmed in the
// browser with Stripe Elements like any checkout and kept on the client's
// Stripe customer (setup_future_usage). Once it is captured, a subscription on
// that card takes over from the end of the paid month: it starts with a trial
// up to then, so Stripe bills nothing twice, and invoices every month after,
// which our webhook applies (membership-webhooks.ts). Its metadata names the
// purchase; Stripe copies it onto each invoice.
import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { stripeClientSource, type StripeConfig } from './stripe-client.js';
import { stripeProductOnce } from './stripe-product.js';
import { classifyStripeError, rethrowStripeError } from './stripe-errors.js';

export const MEMBERSHIP_PRODUCT_ID = 'stillpoint_membership';
export const PURCHASE_METADATA_KEY = 'stillpoint_purchase_id';

export type MembershipSubscriptionInput = {
  purchaseId: number;
  paymentIntentId: string;
  amountCents: number;
  currency: string;
  description: string;
  // The end of the month the purchase paid for: Stripe's first invoice is for the month after.
  firstRenewal: Date;
  // Names the try in the idempotency key: a repeat of one try makes one subscription, while a
  // later try after a refusal is asked afresh (Stripe replays a refused key's answer).
  attempt: string;
};

export type MembershipBilling = {
  // The client's Stripe customer: the one kept on the account, or a new one (once per user and e-mail).
  customerFor: (user: { id: number; email: string; name: string; stripeCustomerId: string | null }) => Promise<string>;
  // The subscription for a purchase whose first month is paid; a repeated try (same `attempt`) makes none twice.
  subscribe: (input: MembershipSubscriptionInput) => Promise<string>;
  // The client cancelled: no more invoices; the month paid for runs out.
  cancelAtPeriodEnd: (subscriptionId: string) => Promise<void>;
  // An admin refunded the membership: no more invoices at all.
  cancelNow: (subscriptionId: string) => Promise<void>;
};

export function createStripeMembershipBilling(config: StripeConfig, client?: Stripe): MembershipBilling {
  const stripe = stripeClientSource(config, client);
  const ensureProduct = stripeProductOnce(stripe, MEMBERSHIP_PRODUCT_ID, 'Coaching membership');

  return {
    async customerFor({ id, email, name, stripeCustomerId }) {
      if (stripeCustomerId) return stripeCustomerId;
      // The same key as the Pro subscription's (stripe-subscriptions.ts): one customer per user and e-mail.
      const customerKey = `customer-${id}-${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;
      try {
        return (await (await stripe()).customers.create({ email, name, metadata: { userId: String(id) } }, { idempotencyKey: customerKey }))
          .id;
      } catch (error) {
        return rethrowStripeError(error);
      }
    },

    async subscribe({ purchaseId, paymentIntentId, amountCents, currency, description, firstRenewal, attempt }) {
      try {
        const intent = await (await stripe()).paymentIntents.retrieve(paymentIntentId);
        const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
        const card = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
        if (!customer || !card) throw new Error(`payment ${paymentIntentId} kept no card on a customer`);
        await ensureProduct();
        const subscription = await (
          await stripe()
        ).subscriptions.create(
          {
            customer,
            default_payment_method: card,
            items: [
              { price_data: { currency, product: MEMBERSHIP_PRODUCT_ID, unit_amount: amountCents, recurring: { interval: 'month' } } },
            ],
            trial_end: Math.floor(firstRenewal.getTime() / 1000),
            proration_behavior: 'none',
            description,
            metadata: { [PURCHASE_METADATA_KEY]: String(purchaseId) },
          },
          { idempotencyKey: `membership-subscription-${purchaseId}-${attempt}` },
        );
        return subscription.id;
      } catch (error) {
        if (error instanceof Error && !('type' in error)) throw error;
        return rethrowStripeError(error);
      }
    },

    async cancelAtPeriodEnd(subscriptionId) {
      try {
        await (await stripe()).subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      } catch (error) {
        rethrowStripeError(error);
      }
    },

    async cancelNow(subscriptionId) {
      try {
        await (await stripe()).subscriptions.cancel(subscriptionId);
      } catch (error) {
        if (classifyStripeError(error).missing) return;
        rethrowStripeError(error);
      }
    },
  };
}
