// The Stripe gateway: PaymentIntents with manual capture. The browser confirms
// the card with Stripe Elements, so card data never reaches this server;
// authorize() only checks with Stripe that the hold is in place.
import type Stripe from 'stripe';
import { PaymentGatewayError, type IntentStatus, type PaymentGateway, type PaymentIntent } from './payment-gateway.js';
import { createPaymentIntent, stripeClientSource, stripeMode, type StripeConfig } from './stripe-client.js';
import { classifyStripeError, rethrowStripeError } from './stripe-errors.js';
import { refusalText } from './stripe-refusals.js';
import { GATEWAY_MESSAGES } from './test-mode-gateway.js';

export const STRIPE_MESSAGES = {
  notAuthorised: 'Your card was not authorised. Please try again.',
  cardNotAccepted: 'Enter your card in the secure Stripe payment form; card numbers are never sent to us.',
} as const;

// Anything short of a hold on the card (requires_confirmation, requires_action,
// processing) counts as not yet authorised.
const SETTLED: readonly IntentStatus[] = ['requires_capture', 'succeeded', 'canceled'];
function statusOf(status: Stripe.PaymentIntent.Status): IntentStatus {
  return SETTLED.find((settled) => settled === status) ?? 'requires_payment_method';
}

function toIntent(pi: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    amountCents: pi.amount,
    currency: pi.currency,
    status: statusOf(pi.status),
    metadata: { ...pi.metadata },
  };
}

// A refusal is the gateway's own error with the caller's message (stripe-errors.ts for the rest).
function rethrow(error: unknown, refusal: string): never {
  return rethrowStripeError(error, (failure) => (failure.kind === 'refused' ? new PaymentGatewayError(refusal) : undefined));
}
const invalidRequest = (error: unknown) => classifyStripeError(error).type === 'StripeInvalidRequestError';

export function createStripeGateway(config: StripeConfig, client?: Stripe): PaymentGateway {
  // The stripe package loads on the first call to Stripe (stripe-client.ts).
  const stripe = stripeClientSource(config, client);
  async function retrieve(id: string): Promise<Stripe.PaymentIntent | undefined> {
    try {
      return await (await stripe()).paymentIntents.retrieve(id);
    } catch (error) {
      if (classifyStripeError(error).missing) return undefined;
      return rethrow(error, GATEWAY_MESSAGES.noSuchIntent);
    }
  }

  async function existing(id: string): Promise<Stripe.PaymentIntent> {
    const pi = await retrieve(id);
    if (!pi) throw new PaymentGatewayError(GATEWAY_MESSAGES.noSuchIntent);
    return pi;
  }

  return {
    provider: 'stripe',
    mode: stripeMode(config),

    async createIntent({ saveCardFor, ...charge }) {
      try {
        // Manual capture: the card is only held now and charged once the booking exists.
        const pi = await createPaymentIntent(stripe, charge, {
          capture_method: 'manual',
          allowed_payment_method_types: ['card'],
          // Kept on the customer for the months Stripe Billing charges without the client.
          ...(saveCardFor && { customer: saveCardFor, setup_future_usage: 'off_session' as const }),
        });
        return toIntent(pi);
      } catch (error) {
        return rethrow(error, STRIPE_MESSAGES.notAuthorised);
      }
    },

    async getIntent(id) {
      const pi = await retrieve(id);
      return pi ? toIntent(pi) : undefined;
    },

    async authorize(id, { card }) {
      // Card data must never pass through this server in Stripe mode.
      if (card) return { ok: false, reason: STRIPE_MESSAGES.cardNotAccepted };
      const pi = await existing(id);
      if (pi.status === 'requires_capture') return { ok: true, intent: toIntent(pi), cardLast4: null };
      if (pi.status === 'succeeded' || pi.status === 'canceled') throw new PaymentGatewayError(GATEWAY_MESSAGES.alreadyUsed);
      return { ok: false, reason: refusalText(pi.last_payment_error, STRIPE_MESSAGES.notAuthorised) };
    },

    async capture(id, { idempotencyKey }) {
      try {
        return toIntent(await (await stripe()).paymentIntents.capture(id, {}, { idempotencyKey }));
      } catch (error) {
        const current = invalidRequest(error) ? await retrieve(id) : undefined;
        if (current?.status === 'succeeded') return toIntent(current);
        return rethrow(error, GATEWAY_MESSAGES.notCapturable);
      }
    },

    async cancel(id) {
      try {
        return toIntent(await (await stripe()).paymentIntents.cancel(id));
      } catch (error) {
        const current = invalidRequest(error) ? await retrieve(id) : undefined;
        if (current?.status === 'canceled') return toIntent(current);
        return rethrow(error, GATEWAY_MESSAGES.notCancellable);
      }
    },

    async refund(id, { idempotencyKey, amountCents }) {
      try {
        // One refund per payment, as in test mode. The idempotency key alone
        // is not enough: Stripe forgets keys after a day, and a refund job
        // retrying a partial refund later would otherwise refund a second time.
        const { data: earlier } = await (await stripe()).refunds.list({ payment_intent: id, limit: 1 });
        const [first] = earlier;
        if (first) return { id: first.id, amountCents: first.amount };
        const refund = await (await stripe()).refunds.create({ payment_intent: id, amount: amountCents }, { idempotencyKey });
        return { id: refund.id, amountCents: refund.amount };
      } catch (error) {
        // Refunded already (e.g. from the Stripe dashboard): report that refund.
        if (classifyStripeError(error).code === 'charge_already_refunded') {
          const { data } = await (await stripe()).refunds.list({ payment_intent: id, limit: 1 });
          const [first] = data;
          if (first) return { id: first.id, amountCents: first.amount };
        }
        return rethrow(error, GATEWAY_MESSAGES.notRefundable);
      }
    },

    async refundPart(id, { idempotencyKey, amountCents }) {
      try {
        // The key is kept on the refund too: Stripe forgets idempotency keys
        // after a day, so a late retry finds the refund it made by the key.
        const { data: earlier } = await (await stripe()).refunds.list({ payment_intent: id, limit: 100 });
        const made = earlier.find((r) => r.metadata?.['key'] === idempotencyKey);
        if (made) return { id: made.id, amountCents: made.amount };
        const refund = await (
          await stripe()
        ).refunds.create({ payment_intent: id, amount: amountCents, metadata: { key: idempotencyKey } }, { idempotencyKey });
        return { id: refund.id, amountCents: refund.amount };
      } catch (error) {
        return rethrow(error, GATEWAY_MESSAGES.notRefundable);
      }
    },
  };
}
