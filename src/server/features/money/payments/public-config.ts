// What the browser may know about this server's set-up: no secrets, ever.
// The shape is the shared contract (src/shared/schemas/payments.ts), which the client reads too.
import { PLATFORM_FEE_PERCENT } from '../../../../shared/schemas/admin.js';
import type { TPublicConfig } from '../../../../shared/schemas/payments.js';
import type { AppConfig } from '../../../config.js';

export function publicConfig(config: AppConfig): TPublicConfig {
  const { payments } = config;
  return {
    appName: config.appName,
    beta: config.beta,
    proFeePercent: config.beta ? 0 : PLATFORM_FEE_PERCENT.pro,
    freeFeePercent: config.beta ? 0 : PLATFORM_FEE_PERCENT.free,
    payments:
      payments.provider === 'stripe'
        ? {
            provider: 'stripe',
            mode: payments.publishableKey.startsWith('pk_live_') ? 'live' : 'test',
            publishableKey: payments.publishableKey,
          }
        : { provider: 'test', mode: 'test' },
    meetings: { provider: config.meetings.provider },
    crisisResourcesUrl: config.crisisResourcesUrl,
  };
}
