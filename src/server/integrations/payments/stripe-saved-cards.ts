// Cards on file with Stripe (saved-cards.ts): a SetupIntent for off-session use
// on the client's Stripe customer (the one memberships and the Pro plan use),
// confirmed in the browser with Stripe Elements, then PaymentIntents created
// and confirmed off-session with that payment method, captured at once. A
// refused card (card_error) is a failed charge; Stripe being down is thrown
// (UnavailableError), so the job tries again with the same idempotency key.
import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type { SavedCardGateway } from './saved-cards.js';
import { createPaymentIntent, stripeClientSource, type StripeConfig } from './stripe-client.js';
import { classifyStripeError, rethrowStripeError } from './stripe-errors.js';
import { refusalText, type StripeRefusal } from './stripe-refusals.js';
import { STRIPE_MESSAGES } from './stripe-gateway.js';

export const SAVED_CARD_MESSAGES = {
  notSaved: 'Your card was not saved. Please enter it again.',
  refused: 'Your card was declined.',
} as const;

export function createStripeSavedCards(config: StripeConfig, client?: Stripe): SavedCardGateway {
  const stripe = stripeClientSource(config, client);
  return {
    provider: 'stripe',

    async openSetup({ id, email, name, stripeCustomerId }) {
      try {
        // The same key as memberships' and the Pro plan's: one customer per user and e-mail.
        const customerKey = `customer-${id}-${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;
        const customer =
          stripeCustomerId ??
          (await (await stripe()).customers.create({ email, name, metadata: { userId: String(id) } }, { idempotencyKey: customerKey })).id;
        const setup = await (await stripe()).setupIntents.create({ customer, usage: 'off_session', metadata: { userId: String(id) } });
        return { setupId: setup.id, clientSecret: setup.client_secret ?? '', customerId: customer };
      } catch (error) {
        return rethrowStripeError(error);
      }
    },

    async completeSetup({ setupId, customerId }, card) {
      // Card data never passes through this server with Stripe.
      if (card) return { ok: false, reason: STRIPE_MESSAGES.cardNotAccepted };
      try {
        const setup = await (await stripe()).setupIntents.retrieve(setupId);
        const method = typeof setup.payment_method === 'string' ? setup.payment_method : setup.payment_method?.id;
        const customer = typeof setup.customer === 'string' ? setup.customer : setup.customer?.id;
        if (setup.status !== 'succeeded' || !method || customer !== customerId) return { ok: false, reason: SAVED_CARD_MESSAGES.notSaved };
        return { ok: true, paymentMethod: method, last4: null };
      } catch (error) {
        if (classifyStripeError(error).missing) return { ok: false, reason: SAVED_CARD_MESSAGES.notSaved };
        return rethrowStripeError(error);
      }
    },

    async charge({ paymentMethod, customerId, ...charge }) {
      try {
        const pi = await createPaymentIntent(stripe, charge, {
          ...(customerId && { customer: customerId }),
          payment_method: paymentMethod,
          off_session: true,
          confirm: true,
        });
        if (pi.status === 'succeeded') return { ok: true, paymentId: pi.id };
        return { ok: false, reason: refusalText(pi.last_payment_error, SAVED_CARD_MESSAGES.refused) };
      } catch (error) {
        const failure = classifyStripeError(error);
        if (failure.type === 'StripeCardError')
          return { ok: false, reason: refusalText(error as StripeRefusal, SAVED_CARD_MESSAGES.refused) };
        return rethrowStripeError(error);
      }
    },
  };
}
