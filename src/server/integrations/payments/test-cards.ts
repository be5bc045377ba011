// Test mode takes only Stripe's public test card numbers, so real card data is
// never entered, sent or kept. Each number has a fixed, documented outcome.
import type { TestCard } from './payment-gateway.js';

export const TEST_CARD_MESSAGES = {
  notATestCard: 'Use a test card number in test mode',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  badExpiry: 'Enter the expiry date as MM/YY.',
  expired: 'Your card has expired.',
  badCvc: "Your card's security code is invalid.",
} as const;

const OUTCOMES: Record<string, string | null> = {
  '4242424242424242': null,
  '4000000000000002': TEST_CARD_MESSAGES.declined,
  '4000000000009995': TEST_CARD_MESSAGES.insufficientFunds,
  // As in Stripe: accepted when the client pays, declined when it is charged
  // later without them (a membership's renewal; test-mode-renewals.ts).
  '4000000000000341': null,
};

// The saved cards whose later charges fail, by their last four digits.
export const FAILS_LATER = new Set(['0341']);

export type CardCheck = { ok: true; last4: string } | { ok: false; reason: string };

export function checkTestCard(card: TestCard, now: Date): CardCheck {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !(digits in OUTCOMES)) return { ok: false, reason: TEST_CARD_MESSAGES.notATestCard };

  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return { ok: false, reason: TEST_CARD_MESSAGES.badExpiry };
  // A card is valid through the last day of its expiry month (UTC, as Stripe does).
  const year = 2000 + Number(expiry[2]);
  if (Date.UTC(year, month, 1) <= now.getTime()) return { ok: false, reason: TEST_CARD_MESSAGES.expired };

  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { ok: false, reason: TEST_CARD_MESSAGES.badCvc };

  const declined = OUTCOMES[digits];
  return declined ? { ok: false, reason: declined } : { ok: true, last4: digits.slice(-4) };
}
