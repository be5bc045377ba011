import { z } from 'zod';
import { MEETING_PROVIDERS } from '../domain/meeting-providers.js';

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
  // Which service the meeting links come from, so pages name it ("Virtual sessions via Jitsi Meet").
  meetings: z.object({ provider: z.enum(MEETING_PROVIDERS) }),
  // Where the scope notice's crisis link goes (docs/product/scope-notice.md).
  crisisResourcesUrl: z.string(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
