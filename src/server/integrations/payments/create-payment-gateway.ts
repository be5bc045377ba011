import type { Database } from '../../db/client.js';
import type { PaymentGateway } from './payment-gateway.js';
import { createTestModeGateway } from './test-mode-gateway.js';

// The test-mode gateway is the default; a Stripe gateway (same interface) is
// chosen here once STRIPE_SECRET_KEY is part of the configuration.
export function createPaymentGateway(db: Database, now: () => Date): PaymentGateway {
  return createTestModeGateway(db, now);
}
