// The official Stripe client, built once from the configuration. apiBase is
// only set in tests, to talk to the local fake of Stripe's HTTP API.
//
// The stripe package takes ~0.3 s to load, so it is imported on first use:
// a server in test mode (demo, development) never loads it, and a Stripe
// server pays for it on its first payment call instead of at every start
// (bench/startup).
import type Stripe from 'stripe';
import type { PaymentsConfig } from '../../config.js';
import type { CreateIntentInput } from './payment-gateway.js';

export type StripeConfig = Extract<PaymentsConfig, { provider: 'stripe' }>;

// Resolves the one client of a gateway; the package loads on the first call.
export type StripeClientSource = () => Promise<Stripe>;

export async function createStripeClient(config: StripeConfig): Promise<Stripe> {
  const { default: StripeClient } = await import('stripe');
  return new StripeClient(config.secretKey, {
    appInfo: { name: 'Stillpoint' },
    // Every write carries our own idempotency key, so a retry never charges twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(config.apiBase && { host: config.apiBase.host, port: config.apiBase.port, protocol: config.apiBase.protocol }),
  });
}

// `client` is for tests that need their own client options.
export function stripeClientSource(config: StripeConfig, client?: Stripe): StripeClientSource {
  let created: Promise<Stripe> | undefined;
  return () => {
    if (client) return Promise.resolve(client);
    created ??= createStripeClient(config);
    // A failed import must not stick: the next call tries again.
    created.catch(() => (created = undefined));
    return created;
  };
}

export function stripeMode(config: StripeConfig): 'test' | 'live' {
  return /^(sk|rk)_live_/.test(config.secretKey) ? 'live' : 'test';
}

// What every PaymentIntent of ours names: the amount in its currency, what it pays for and our idempotency key.
export type IntentCharge = Pick<CreateIntentInput, 'amountCents' | 'currency' | 'description' | 'metadata' | 'idempotencyKey'>;

// `how`: how the intent is captured and paid (held for a checkout, or charged off-session on a saved card).
export async function createPaymentIntent(
  stripe: StripeClientSource,
  { amountCents, currency, description, metadata, idempotencyKey }: IntentCharge,
  how: Omit<Stripe.PaymentIntentCreateParams, 'amount' | 'currency' | 'description' | 'metadata'>,
): Promise<Stripe.PaymentIntent> {
  return (await stripe()).paymentIntents.create({ amount: amountCents, currency, description, metadata, ...how }, { idempotencyKey });
}
