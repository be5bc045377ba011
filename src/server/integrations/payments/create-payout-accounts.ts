import type { PaymentsConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { PayoutAccountGateway } from './payout-accounts.js';
import { createStripePayoutAccounts } from './stripe-payout-accounts.js';
import { createTestModePayoutAccounts, type TestModePayoutAccounts } from './test-mode-payout-accounts.js';

// Stripe Connect when Stripe is configured, else the test-mode simulation
// (whose stand-in onboarding page needs the extra `testMode` half).
export function createPayoutAccounts(
  db: Database,
  now: () => Date,
  payments: PaymentsConfig = { provider: 'test' },
): { gateway: PayoutAccountGateway; testMode?: TestModePayoutAccounts } {
  if (payments.provider === 'stripe') return { gateway: createStripePayoutAccounts(payments) };
  const testMode = createTestModePayoutAccounts(db, now);
  return { gateway: testMode.gateway, testMode };
}
