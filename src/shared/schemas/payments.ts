import { z } from 'zod';

// GET /api/config/public: what the browser may know about this server's
// set-up, no secrets ever. The checkout uses payments.provider to choose
// between the test card form and Stripe Elements (with the publishable key).
export const ZPublicConfig = z.object({
  appName: z.string(),
  beta: z.boolean(),
  // No platform fee during beta (docs/product/checkout-and-fees.md#platform-fee); otherwise it depends on the coach's plan.
  proFeePercent: z.number(),
  freeFeePercent: z.number(),
  payments: z.object({
    provider: z.enum(['test', 'stripe']),
    mode: z.enum(['test', 'live']),
    publishableKey: z.string().optional(),
  }),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
