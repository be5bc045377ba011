// The official Stripe client, built once from the configuration. apiBase is
// only set in tests, to talk to the local fake of Stripe's HTTP API.
import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config.js';

export type StripeConfig = Extract<PaymentsConfig, { provider: 'stripe' }>;

export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    appInfo: { name: 'Stillpoint' },
    // Every write carries our own idempotency key, so a retry never charges twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(config.apiBase && { host: config.apiBase.host, port: config.apiBase.port, protocol: config.apiBase.protocol }),
  });
}

export function stripeMode(config: StripeConfig): 'test' | 'live' {
  return /^(sk|rk)_live_/.test(config.secretKey) ? 'live' : 'test';
}
