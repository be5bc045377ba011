// Cards on file in test mode (saved-cards.ts): the setup checks a test card and
// names the saved card by its last four digits; a later charge is a test-mode
// intent captured at once, like a membership's renewal (test-mode-renewals.ts),
// so the ledger and the reconciliation see an ordinary captured payment.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import type { SavedCardGateway } from './saved-cards.js';
import { checkTestCard, FAILS_LATER, TEST_CARD_MESSAGES } from './test-cards.js';
import { GATEWAY_MESSAGES, createTestModeGateway } from './test-mode-gateway.js';
import { captureOffSession } from './test-mode-off-session.js';
import { createTestModeRepository } from './test-mode-repository.js';

const token = (bytes: number) => randomBytes(bytes).toString('hex');
const PAYMENT_METHOD = /^pm_test_(\d{4})_[0-9a-f]+$/;

export function createTestModeSavedCards(db: Database, now: () => Date): SavedCardGateway {
  const gateway = createTestModeGateway(db, now);
  const repo = createTestModeRepository(db);
  return {
    provider: 'test',

    async openSetup() {
      const setupId = `seti_test_${token(12)}`;
      return { setupId, clientSecret: `${setupId}_secret_${token(16)}`, customerId: null };
    },

    async completeSetup(_setup, card) {
      if (!card) return { ok: false, reason: GATEWAY_MESSAGES.cardRequired };
      const checked = checkTestCard(card, now());
      if (!checked.ok) return checked;
      return { ok: true, paymentMethod: `pm_test_${checked.last4}_${token(6)}`, last4: checked.last4 };
    },

    async charge({ paymentMethod, amountCents, currency, description, metadata, idempotencyKey }) {
      const intent = await gateway.createIntent({ amountCents, currency, description, metadata, idempotencyKey });
      if (intent.status === 'succeeded') return { ok: true, paymentId: intent.id };
      const last4 = PAYMENT_METHOD.exec(paymentMethod)?.[1];
      if (!last4 || FAILS_LATER.has(last4)) {
        await gateway.cancel(intent.id).catch(() => undefined);
        return { ok: false, reason: TEST_CARD_MESSAGES.declined };
      }
      return captureOffSession({ gateway, repo, intentId: intent.id, idempotencyKey, last4, now: now() });
    },
  };
}
