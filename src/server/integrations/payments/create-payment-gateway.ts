import type { PaymentsConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { PaymentGateway } from './payment-gateway.js';
import { createStripeGateway } from './stripe-gateway.js';
import { createStripeMembershipBilling, type MembershipBilling } from './stripe-membership-billing.js';
import { createTestModeGateway } from './test-mode-gateway.js';
import type { SavedCardGateway } from './saved-cards.js';
import { createStripeSavedCards } from './stripe-saved-cards.js';
import { createTestModeSavedCards } from './test-mode-saved-cards.js';

// The test-mode gateway is the default; Stripe (same interface) once
// STRIPE_SECRET_KEY is part of the configuration.
export function createPaymentGateway(db: Database, now: () => Date, payments: PaymentsConfig = { provider: 'test' }): PaymentGateway {
  return payments.provider === 'stripe' ? createStripeGateway(payments) : createTestModeGateway(db, now);
}

// Stripe Billing for memberships when Stripe is on; in test mode the renewal job charges the saved test card.
export function createMembershipBilling(payments: PaymentsConfig = { provider: 'test' }): MembershipBilling | undefined {
  return payments.provider === 'stripe' ? createStripeMembershipBilling(payments) : undefined;
}

// Cards kept on file for a series paid by card (docs/decisions/0079-series-paid-by-card-on-file.md).
export function createSavedCardGateway(db: Database, now: () => Date, payments: PaymentsConfig = { provider: 'test' }): SavedCardGateway {
  return payments.provider === 'stripe' ? createStripeSavedCards(payments) : createTestModeSavedCards(db, now);
}
