// Stripe mode for the integration suites: the environment that points the
// real Stripe client at the local fake, and webhook deliveries signed as
// Stripe signs them.
import Stripe from 'stripe';

export const WEBHOOK_SECRET = 'whsec_stillpoint_test_secret';

// Pass to createTestApp's env; `apiBase` is the fake's URL (startFakeStripe).
export function stripeEnv(apiBase: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: apiBase,
  };
}

// A webhook delivery as Stripe sends it: JSON signed with the endpoint secret.
export function signedDelivery(event: unknown, options: { at: Date; secret?: string }) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: Math.floor(options.at.getTime() / 1000),
  });
  return { payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature } };
}

let events = 0;
export function stripeEvent(type: string, object: Record<string, unknown>) {
  events += 1;
  return {
    id: `evt_${process.pid}_${events}`,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: 1,
    livemode: false,
    data: { object },
  };
}
