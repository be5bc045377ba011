// What the Pro subscription's two implementations (test mode in
// subscription-gateway.ts, Stripe in stripe-subscriptions.ts) promise their
// callers. Its own module, so that neither implementation imports the other's file.
import type { TestCard } from './payment-gateway.js';

export const PRO_PRICE_CENTS = 2_900;

export type SubscriptionStart =
  | { kind: 'needs-payment'; reference: string; clientSecret: string; customerId?: string }
  // Stripe already has a working subscription for this coach.
  | { kind: 'active'; reference: string };

export type StartInput = {
  userId: number;
  email: string;
  name: string;
  customerId: string | null;
  // The reference from an earlier start, reused while it is still pending.
  existingReference: string | null;
  beta: boolean;
};

export type ConfirmInput = { reference: string; clientSecret: string; card?: TestCard; now: Date };
// Why a subscription was not confirmed, in the domain's words (the caller
// picks its error; the HTTP edge picks the status): no such subscription (or
// a secret that is not its own), the test card declined, or Stripe not yet
// reporting it working with the card saved.
export type ConfirmRefusal = 'unknown-subscription' | 'card-declined' | 'not-confirmed';
export type ConfirmResult = { ok: true } | { ok: false; refusal: ConfirmRefusal; reason: string };

export type SubscriptionGateway = {
  provider: 'test' | 'stripe';
  start: (input: StartInput) => Promise<SubscriptionStart>;
  confirm: (input: ConfirmInput) => Promise<ConfirmResult>;
};

export const SUBSCRIPTION_MESSAGES = {
  unknownSecret: 'This subscription could not be found. Please start again.',
  notConfirmed: 'Your subscription is not confirmed yet. Please try again.',
} as const;
