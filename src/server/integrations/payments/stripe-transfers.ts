// Stripe Connect transfers (separate charges and transfers): the platform was
// paid by the client; the coach's share goes to the coach's Express account
// with transfers.create, and comes back with transfers.createReversal after a
// refund. Every write carries our idempotency key; a transfer already made is
// found by its transfer_group (booking-<id>), since Stripe forgets keys after
// a day and a retry may come later than that.
import type Stripe from 'stripe';
import { stripeClientSource, type StripeConfig } from './stripe-client.js';
import { classifyStripeError, rethrowStripeError } from './stripe-errors.js';
import { TransferFailedError, type TransferGateway, type TransferRecord } from './transfer-gateway.js';

const isMissing = (error: unknown) => classifyStripeError(error).missing;

// Any answer from Stripe short of being unavailable (no capability,
// insufficient balance, bad request) is kept as the transfer's last error.
function rethrow(error: unknown): never {
  return rethrowStripeError(error, ({ kind, message }) =>
    kind === 'refused' || kind === 'other' ? new TransferFailedError(message ?? 'The transfer was refused.') : undefined,
  );
}

const recordOf = (t: Stripe.Transfer): TransferRecord => ({ id: t.id, amountCents: t.amount, reversedCents: t.amount_reversed });

export function createStripeTransfers(config: StripeConfig, client?: Stripe): TransferGateway {
  const stripe = stripeClientSource(config, client);
  return {
    provider: 'stripe',

    async findTransfer(transferGroup) {
      try {
        const { data } = await (await stripe()).transfers.list({ transfer_group: transferGroup, limit: 1 });
        return data[0] && recordOf(data[0]);
      } catch (error) {
        return rethrow(error);
      }
    },

    async transfer({ amountCents, currency, destination, transferGroup, idempotencyKey, metadata }) {
      try {
        const made = await (
          await stripe()
        ).transfers.create({ amount: amountCents, currency, destination, transfer_group: transferGroup, metadata }, { idempotencyKey });
        return recordOf(made);
      } catch (error) {
        return rethrow(error);
      }
    },

    async reverse(transferId, { amountCents, idempotencyKey }) {
      try {
        const reversal = await (await stripe()).transfers.createReversal(transferId, { amount: amountCents }, { idempotencyKey });
        return { id: reversal.id, amountCents: reversal.amount };
      } catch (error) {
        return rethrow(error);
      }
    },

    async paymentRecord(intentId) {
      try {
        const client = await stripe();
        const intent = await client.paymentIntents.retrieve(intentId);
        const { data: refunds } = await client.refunds.list({ payment_intent: intentId, limit: 100 });
        return {
          capturedCents: intent.amount_received,
          refundedCents: refunds.reduce((sum, r) => sum + r.amount, 0),
          refundIds: refunds.map((r) => r.id),
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        return rethrow(error);
      }
    },

    async transferRecord(transferId) {
      try {
        return recordOf(await (await stripe()).transfers.retrieve(transferId));
      } catch (error) {
        if (isMissing(error)) return undefined;
        return rethrow(error);
      }
    },
  };
}
