// Coaches' Pro subscription ($29/month, free during beta) behind one interface:
// the built-in test mode (no network, Stripe's public test cards) or Stripe
// (stripe-subscriptions.ts). `reference` is what the caller stores on the
// coach profile (coach_profiles.stripe_subscription_id) between the two steps.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentsConfig } from '../../config.js';
import { checkTestCard } from './test-cards.js';
import { createStripeSubscriptions } from './stripe-subscriptions.js';
import { SUBSCRIPTION_MESSAGES, type SubscriptionGateway } from './subscription-contract.js';

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
      if (!sameText(reference, clientSecret))
        return { ok: false, refusal: 'unknown-subscription', reason: SUBSCRIPTION_MESSAGES.unknownSecret };
      const checked = checkTestCard(card ?? { number: '', expiry: '', cvc: '' }, now);
      // Beta: $0.00 today, so a good test card only proves the form works.
      return checked.ok ? { ok: true } : { ok: false, refusal: 'card-declined', reason: checked.reason };
    },
  };
}

export function createSubscriptionGateway(payments: PaymentsConfig = { provider: 'test' }): SubscriptionGateway {
  return payments.provider === 'stripe' ? createStripeSubscriptions(payments) : createTestModeSubscriptions();
}
