import type { PaymentsConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createStripeTransfers } from './stripe-transfers.js';
import { createTestModeTransfers } from './test-mode-transfers.js';
import type { TransferGateway } from './transfer-gateway.js';

// Stripe Connect transfers when Stripe is configured, else the test-mode simulation.
export function createTransferGateway(db: Database, now: () => Date, payments: PaymentsConfig = { provider: 'test' }): TransferGateway {
  return payments.provider === 'stripe' ? createStripeTransfers(payments) : createTestModeTransfers(db, now);
}
