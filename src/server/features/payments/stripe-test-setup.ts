// Shared set-up for the Stripe-mode suites: the real app configured for
// Stripe, its client pointed at the local fake, and a clock fixed at NOW.
import Stripe from 'stripe';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { startFakeStripe, type FakeStripe } from '../../test-support/fake-stripe/fake-stripe-server.js';
import { NOW } from '../bookings/test-helpers.js';

export const WEBHOOK_SECRET = 'whsec_stillpoint_test_secret';

export type StripeTestApp = { t: TestApp; fake: FakeStripe; close: () => Promise<void> };

export async function createStripeTestApp(): Promise<StripeTestApp> {
  const fake = await startFakeStripe();
  const t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
  t.clock.now = NOW;
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
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
  return { id: `evt_${process.pid}_${events}`, object: 'event', type, api_version: '2026-10-28.endive', created: 1, livemode: false, data: { object } };
}
