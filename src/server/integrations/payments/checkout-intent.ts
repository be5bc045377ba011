// The payment intent a checkout opens, and what the browser gets back to pay
// it, for a single session and for a package alike: one amount in dollars, a
// fresh idempotency key per intent (a retried checkout asks for a new one).
import { randomUUID } from 'node:crypto';
import { centsToDollars } from '../../../shared/domain/money.js';
import type { PaymentGateway } from './payment-gateway.js';

export async function openCheckoutIntent(
  gateway: PaymentGateway,
  charge: { amountCents: number; description: string; metadata: Record<string, string>; saveCardFor?: string },
) {
  const intent = await gateway.createIntent({ ...charge, currency: 'usd', idempotencyKey: randomUUID() });
  return {
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    amount: centsToDollars(intent.amountCents),
    currency: intent.currency,
    mode: gateway.mode,
  };
}
