// The default gateway: behaves like Stripe's manual-capture PaymentIntents in
// test mode, without any network. Intents live in the database so several
// server processes share them and a restart loses nothing.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { PaymentGatewayError, type PaymentGateway, type PaymentIntent } from './payment-gateway.js';
import { checkTestCard } from './test-cards.js';
import { createTestModeRepository, type StoredIntent } from './test-mode-repository.js';

export const GATEWAY_MESSAGES = {
  noSuchIntent: 'This payment could not be found.',
  alreadyUsed: 'This payment has already been used.',
  cardRequired: 'Enter your card details.',
  notCapturable: 'This payment cannot be captured.',
  notCancellable: 'A captured payment cannot be cancelled; refund it instead.',
  notRefundable: 'Only a captured payment can be refunded.',
  refundAmount: 'A refund must be more than nothing and at most the amount paid.',
} as const;

const token = (bytes: number) => randomBytes(bytes).toString('hex');

function toIntent(row: StoredIntent): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    metadata: row.metadata,
  };
}

export function createTestModeGateway(db: Database, now: () => Date): PaymentGateway {
  const repo = createTestModeRepository(db);

  async function existing(id: string): Promise<StoredIntent> {
    const row = await repo.findById(id);
    if (!row) throw new PaymentGatewayError(GATEWAY_MESSAGES.noSuchIntent);
    return row;
  }

  return {
    provider: 'test',
    mode: 'test',

    async createIntent({ amountCents, currency, description, metadata, idempotencyKey }) {
      const id = `pi_test_${token(12)}`;
      const inserted = await repo.insert({
        id,
        clientSecret: `${id}_secret_${token(16)}`,
        amountCents,
        currency,
        description,
        metadata,
        status: 'requires_payment_method',
        createIdempotencyKey: idempotencyKey,
      });
      // A repeated key answers with the intent it created the first time, as Stripe does.
      const row = inserted ?? (await repo.findByCreateKey(idempotencyKey));
      if (!row) throw new PaymentGatewayError(GATEWAY_MESSAGES.noSuchIntent);
      return toIntent(row);
    },

    async getIntent(id) {
      const row = await repo.findById(id);
      return row ? toIntent(row) : undefined;
    },

    async authorize(id, { card, idempotencyKey }) {
      const check = card ? checkTestCard(card, now()) : undefined;
      // The common case in one statement: a good card on an intent nobody used yet.
      if (check?.ok) {
        const updated = await repo.transition(
          id,
          ['requires_payment_method'],
          { status: 'requires_capture', authorizeIdempotencyKey: idempotencyKey, cardLast4: check.last4 },
          now(),
        );
        if (updated) return { ok: true, intent: toIntent(updated), cardLast4: check.last4 };
      }
      // Everything else reads the intent: this request retried (or its twin
      // that won the race above), a used or unknown intent, a missing or refused card.
      const row = await existing(id);
      if (row.status === 'requires_capture' && row.authorizeIdempotencyKey === idempotencyKey)
        return { ok: true, intent: toIntent(row), cardLast4: null };
      if (row.status !== 'requires_payment_method') throw new PaymentGatewayError(GATEWAY_MESSAGES.alreadyUsed);
      // A declined card leaves the intent usable for another card, as in Stripe.
      if (!check) return { ok: false, reason: GATEWAY_MESSAGES.cardRequired };
      if (!check.ok) return { ok: false, reason: check.reason };
      // A good card on an unused intent was authorised above; an intent never goes back to unused.
      throw new PaymentGatewayError(GATEWAY_MESSAGES.alreadyUsed);
    },

    async capture(id) {
      const updated = await repo.transition(id, ['requires_capture'], { status: 'succeeded' }, now());
      if (updated) return toIntent(updated);
      const current = await existing(id);
      if (current.status === 'succeeded') return toIntent(current);
      throw new PaymentGatewayError(GATEWAY_MESSAGES.notCapturable);
    },

    async cancel(id) {
      const updated = await repo.transition(id, ['requires_payment_method', 'requires_capture'], { status: 'canceled' }, now());
      if (updated) return toIntent(updated);
      const current = await existing(id);
      if (current.status === 'canceled') return toIntent(current);
      throw new PaymentGatewayError(GATEWAY_MESSAGES.notCancellable);
    },

    async refund(id, { amountCents }) {
      // One refund per intent (full or partial), whatever the idempotency key:
      // a repeat answers with the first refund, as the booking refunds once.
      const found = await existing(id);
      if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > found.amountCents)
        throw new PaymentGatewayError(GATEWAY_MESSAGES.refundAmount);
      const updated = await repo.recordRefund(id, `re_test_${token(12)}`, amountCents, now());
      const row = updated ?? (await existing(id));
      if (!row.refundId) throw new PaymentGatewayError(GATEWAY_MESSAGES.notRefundable);
      return { id: row.refundId, amountCents: row.amountRefundedCents };
    },

    async refundPart(id, { idempotencyKey, amountCents }) {
      const found = await existing(id);
      if (found.status !== 'succeeded') throw new PaymentGatewayError(GATEWAY_MESSAGES.notRefundable);
      if (!Number.isInteger(amountCents) || amountCents <= 0) throw new PaymentGatewayError(GATEWAY_MESSAGES.refundAmount);
      const made = await repo.recordPartRefund(id, `re_test_${token(12)}`, amountCents, idempotencyKey, now());
      if (!made) throw new PaymentGatewayError(GATEWAY_MESSAGES.refundAmount);
      return made;
    },
  };
}
