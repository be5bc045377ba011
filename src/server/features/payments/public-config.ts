// What the browser may know about this server's set-up: no secrets, ever.
// The checkout uses payments.provider to choose between the test card form
// and Stripe Elements (with the publishable key).
import { z } from 'zod';
import { PLATFORM_FEE_PERCENT } from '../../../shared/schemas/admin.js';
import type { AppConfig } from '../../config.js';

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

export function publicConfig(config: AppConfig): TPublicConfig {
  const { payments } = config;
  return {
    appName: config.appName,
    beta: config.beta,
    proFeePercent: config.beta ? 0 : PLATFORM_FEE_PERCENT.pro,
    freeFeePercent: config.beta ? 0 : PLATFORM_FEE_PERCENT.free,
    payments:
      payments.provider === 'stripe'
        ? { provider: 'stripe', mode: payments.publishableKey.startsWith('pk_live_') ? 'live' : 'test', publishableKey: payments.publishableKey }
        : { provider: 'test', mode: 'test' },
  };
}
