// A membership's monthly charge in test mode (docs/decisions/0067-membership-renewals.md):
// charged without the client, to the card of its last paid charge, as Stripe
// Billing charges a saved card. A card given now (the client fixing a failed
// renewal) is checked and becomes the card charged. 4000 0000 0000 0341 is
// accepted at purchase and declined at every renewal, so tests can fail one.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { testPaymentIntents } from '../../db/schema.js';
import type { TestCard } from './payment-gateway.js';
import { checkTestCard, FAILS_LATER, TEST_CARD_MESSAGES } from './test-cards.js';
import { createTestModeGateway } from './test-mode-gateway.js';
import { captureOffSession } from './test-mode-off-session.js';
import { createTestModeRepository } from './test-mode-repository.js';

export type RenewalCharge = {
  // The paid charge whose card is charged again.
  savedPaymentId: string;
  amountCents: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  // One per month charged: a retry answers with the same charge.
  idempotencyKey: string;
  card?: TestCard;
};

export type RenewalResult = { ok: true; paymentId: string } | { ok: false; reason: string };

export type RenewalCharger = { charge: (input: RenewalCharge) => Promise<RenewalResult> };

export function createTestModeRenewals(db: Database, now: () => Date): RenewalCharger {
  const gateway = createTestModeGateway(db, now);
  const repo = createTestModeRepository(db);
  return {
    async charge({ savedPaymentId, amountCents, currency, description, metadata, idempotencyKey, card }) {
      const intent = await gateway.createIntent({ amountCents, currency, description, metadata, idempotencyKey });
      if (intent.status === 'succeeded') return { ok: true, paymentId: intent.id };
      let last4: string | null;
      if (card) {
        const checked = checkTestCard(card, now());
        if (!checked.ok) return { ok: false, reason: checked.reason };
        last4 = checked.last4;
      } else {
        const [saved] = await db
          .select({ cardLast4: testPaymentIntents.cardLast4 })
          .from(testPaymentIntents)
          .where(eq(testPaymentIntents.id, savedPaymentId));
        last4 = saved?.cardLast4 ?? null;
        if (!last4 || FAILS_LATER.has(last4)) return { ok: false, reason: TEST_CARD_MESSAGES.declined };
      }
      return captureOffSession({ gateway, repo, intentId: intent.id, idempotencyKey, last4, now: now() });
    },
  };
}
