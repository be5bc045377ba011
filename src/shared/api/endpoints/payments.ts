// The payments feature: the public configuration the checkout reads and the
// Stripe webhook (docs/decisions/0048-ledger-and-transfers.md).
import { z } from 'zod';
import { ZPublicConfig } from '../../schemas/payments.js';
import { defineEndpoints } from '../endpoint.js';

// What the webhook answers Stripe once a delivery is verified.
const ZWebhookReceipt = z.object({ received: z.literal(true), outcome: z.enum(['processed', 'duplicate', 'ignored']) });

export const paymentEndpoints = defineEndpoints('Payments', {
  getPublicConfig: {
    method: 'GET',
    path: '/api/config/public',
    summary: "What the browser may know about this server's set-up (payments provider, fees, meetings); no secrets.",
    access: 'public',
    responses: { 200: ZPublicConfig },
  },
  receiveStripeWebhook: {
    method: 'POST',
    path: '/api/payments/webhook',
    summary: "Stripe's signed event deliveries (404 unless Stripe is the payments provider).",
    access: 'public',
    responses: { 200: ZWebhookReceipt },
    rawBody: true,
  },
});
