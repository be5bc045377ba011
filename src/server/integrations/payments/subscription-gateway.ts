// Coaches' Pro subscription ($29/month, free during beta) behind one interface:
// the built-in test mode (no network, Stripe's public test cards) or Stripe
// (stripe-subscriptions.ts). `reference` is what the caller stores on the
// coach profile (coach_profiles.stripe_subscription_id) between the two steps.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentsConfig } from '../../config.js';
import { checkTestCard } from './test-cards.js';
import type { TestCard } from './payment-gateway.js';
import { createStripeSubscriptions } from './stripe-subscriptions.js';

export const PRO_PRICE_CENTS = 2_900;

export type SubscriptionStart =
  | { kind: 'needs-payment'; reference: string; clientSecret: string; customerId?: string }
  // Stripe already has a working subscription for this coach.
  | { kind: 'active'; reference: string };

export type StartInput = {
  userId: number;
  email: string;
  name: string;
  customerId: string | null;
  // The reference from an earlier start, reused while it is still pending.
  existingReference: string | null;
  beta: boolean;
};

export type ConfirmInput = { reference: string; clientSecret: string; card?: TestCard; now: Date };
export type ConfirmResult = { ok: true } | { ok: false; status: 400 | 402 | 409; reason: string };

export type SubscriptionGateway = {
  provider: 'test' | 'stripe';
  start: (input: StartInput) => Promise<SubscriptionStart>;
  confirm: (input: ConfirmInput) => Promise<ConfirmResult>;
};

export const SUBSCRIPTION_MESSAGES = {
  unknownSecret: 'This subscription could not be found. Please start again.',
  notConfirmed: 'Your subscription is not confirmed yet. Please try again.',
} as const;

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

// Test mode: an opaque 'sub_test_<id>_secret_<random>' is both the client
// secret and the stored reference; confirming takes a test card number.
export function createTestModeSubscriptions(): SubscriptionGateway {
  return {
    provider: 'test',
    async start({ existingReference }) {
      const reference = existingReference?.startsWith('sub_test_')
        ? existingReference
        : `sub_test_${randomBytes(12).toString('hex')}_secret_${randomBytes(16).toString('hex')}`;
      return { kind: 'needs-payment', reference, clientSecret: reference };
    },
    async confirm({ reference, clientSecret, card, now }) {
      if (!sameText(reference, clientSecret)) return { ok: false, status: 409, reason: SUBSCRIPTION_MESSAGES.unknownSecret };
      const checked = checkTestCard(card ?? { number: '', expiry: '', cvc: '' }, now);
      // Beta: $0.00 today, so a good test card only proves the form works.
      return checked.ok ? { ok: true } : { ok: false, status: 402, reason: checked.reason };
    },
  };
}

export function createSubscriptionGateway(payments: PaymentsConfig = { provider: 'test' }): SubscriptionGateway {
  return payments.provider === 'stripe' ? createStripeSubscriptions(payments) : createTestModeSubscriptions();
}
