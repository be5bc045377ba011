// A card refusal from Stripe, told in the same sentences as the test cards'
// (test-cards.ts): the browser finds those in the reader's catalog and shows
// them translated, where Stripe's own text would stay English
// (docs/decisions/0082-sentences-from-the-server-and-the-schemas.md). For the
// codes known here Stripe's English reads the same; any other refusal keeps
// Stripe's message, and one without a message the caller's own.
import { TEST_CARD_MESSAGES } from './test-cards.js';

// Stripe's last_payment_error and StripeCardError carry these (snake case, as Stripe sends them).
export type StripeRefusal = { code?: string | null; decline_code?: string | null; message?: string | null };

// decline_code first (the bank's reason under code "card_declined"), then code.
const SENTENCES: Readonly<Record<string, string>> = {
  insufficient_funds: TEST_CARD_MESSAGES.insufficientFunds,
  expired_card: TEST_CARD_MESSAGES.expired,
  incorrect_cvc: TEST_CARD_MESSAGES.badCvc,
  invalid_cvc: TEST_CARD_MESSAGES.badCvc,
  card_declined: TEST_CARD_MESSAGES.declined,
};

const sentenceFor = (code: string | null | undefined) => (code && Object.hasOwn(SENTENCES, code) ? SENTENCES[code] : undefined);

export function refusalText(refusal: StripeRefusal | null | undefined, fallback: string): string {
  return sentenceFor(refusal?.decline_code) ?? sentenceFor(refusal?.code) ?? (refusal?.message || fallback);
}
