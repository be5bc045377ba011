// The Pro subscription on Stripe: one customer per user, one subscription per
// coach. During beta it runs on a trial (nothing charged), so the browser only
// saves a card through the subscription's SetupIntent (Stripe Elements); card
// data never reaches this server. Confirming asks Stripe for the real state.
import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { DomainError, UnavailableError } from '../../errors/domain-errors.js';
import { stripeClientSource, type StripeConfig } from './stripe-client.js';
import { stripeProductOnce } from './stripe-product.js';
import { classifyStripeError, rethrowStripeError, STRIPE_ERROR_MESSAGES } from './stripe-errors.js';
import { PRO_PRICE_CENTS, SUBSCRIPTION_MESSAGES, type SubscriptionGateway } from './subscription-contract.js';

export const PRO_PRODUCT_ID = 'stillpoint_pro';
// Stripe's longest trial; the beta ends by updating subscriptions, not by expiry.
export const BETA_TRIAL_DAYS = 730;
const WORKING: readonly Stripe.Subscription.Status[] = ['trialing', 'active'];
const REUSABLE: readonly Stripe.Subscription.Status[] = ['trialing', 'active', 'incomplete'];

// The secret the browser confirms: the trial's SetupIntent, or the first invoice's payment.
function secretOf(sub: Stripe.Subscription): string | null {
  const setup = sub.pending_setup_intent;
  if (setup && typeof setup === 'object' && setup.client_secret) return setup.client_secret;
  const invoice = sub.latest_invoice;
  if (invoice && typeof invoice === 'object') return invoice.confirmation_secret?.client_secret ?? null;
  return null;
}

export function createStripeSubscriptions(config: StripeConfig, client?: Stripe): SubscriptionGateway {
  // The stripe package loads on the first call to Stripe (stripe-client.ts).
  const stripe = stripeClientSource(config, client);
  const ensureProduct = stripeProductOnce(stripe, PRO_PRODUCT_ID, 'Stillpoint Pro');

  async function retrieve(id: string): Promise<Stripe.Subscription | undefined> {
    try {
      return await (await stripe()).subscriptions.retrieve(id, { expand: ['pending_setup_intent', 'latest_invoice.confirmation_secret'] });
    } catch (error) {
      if (classifyStripeError(error).missing) return undefined;
      return rethrowStripeError(error);
    }
  }

  return {
    provider: 'stripe',

    async start({ userId, email, name, customerId, existingReference, beta }) {
      try {
        const existing = existingReference?.startsWith('sub_') ? await retrieve(existingReference) : undefined;
        if (existing && REUSABLE.includes(existing.status)) {
          const secret = secretOf(existing);
          if (secret) return { kind: 'needs-payment', reference: existing.id, clientSecret: secret };
          if (WORKING.includes(existing.status)) return { kind: 'active', reference: existing.id };
        }
        // Keyed by user and e-mail so a double click makes one customer, while
        // another database's user with the same id never collides with it.
        const customerKey = `customer-${userId}-${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;
        const customer =
          customerId ??
          (await (await stripe()).customers.create({ email, name, metadata: { userId: String(userId) } }, { idempotencyKey: customerKey }))
            .id;
        await ensureProduct();
        const sub = await (
          await stripe()
        ).subscriptions.create({
          customer,
          items: [
            { price_data: { currency: 'usd', product: PRO_PRODUCT_ID, unit_amount: PRO_PRICE_CENTS, recurring: { interval: 'month' } } },
          ],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { userId: String(userId) },
          expand: ['pending_setup_intent', 'latest_invoice.confirmation_secret'],
          ...(beta && { trial_period_days: BETA_TRIAL_DAYS }),
        });
        const secret = secretOf(sub);
        if (!secret) throw new UnavailableError(STRIPE_ERROR_MESSAGES.unavailable);
        return { kind: 'needs-payment', reference: sub.id, clientSecret: secret, customerId: customer };
      } catch (error) {
        if (error instanceof DomainError) throw error;
        return rethrowStripeError(error);
      }
    },

    // Pro only once Stripe says the subscription works and no card step is pending.
    async confirm({ reference }) {
      const sub = reference.startsWith('sub_') ? await retrieve(reference) : undefined;
      if (!sub) return { ok: false, refusal: 'unknown-subscription', reason: SUBSCRIPTION_MESSAGES.unknownSecret };
      const setupPending = sub.pending_setup_intent !== null;
      if (!WORKING.includes(sub.status) || setupPending)
        return { ok: false, refusal: 'not-confirmed', reason: SUBSCRIPTION_MESSAGES.notConfirmed };
      return { ok: true };
    },
  };
}
