// The payment provider behind one interface: the built-in test-mode gateway
// (default, no network) or Stripe (stripe-gateway.ts). The shape follows
// Stripe's PaymentIntent with manual capture, so the Stripe gateway maps 1:1:
// createIntent = paymentIntents.create({capture_method: 'manual'}),
// authorize = confirm (test mode) or retrieve-and-check (Stripe Elements
// confirms in the browser), capture, cancel (releases the hold) and
// refunds.create (full or partial).
export type IntentStatus = 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled';

export type PaymentIntent = {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  status: IntentStatus;
  metadata: Record<string, string>;
};

export type CreateIntentInput = {
  amountCents: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
  // Stripe: the customer whose card is kept for later charges (a membership's
  // Billing subscription, docs/decisions/0070-memberships-on-stripe-billing.md); test mode ignores it.
  saveCardFor?: string;
};

// Only the test-mode gateway ever receives card data, and only Stripe's public test numbers.
export type TestCard = { number: string; expiry: string; cvc: string };

export type AuthorizeInput = { card?: TestCard; idempotencyKey: string };

export type AuthorizeResult = { ok: true; intent: PaymentIntent; cardLast4: string | null } | { ok: false; reason: string };

export type Refund = { id: string; amountCents: number };

export type PaymentGateway = {
  provider: 'test' | 'stripe';
  mode: 'test' | 'live';
  createIntent: (input: CreateIntentInput) => Promise<PaymentIntent>;
  getIntent: (id: string) => Promise<PaymentIntent | undefined>;
  // Puts a hold on the card for the intent's amount; nothing is charged yet.
  authorize: (id: string, input: AuthorizeInput) => Promise<AuthorizeResult>;
  capture: (id: string, options: { idempotencyKey: string }) => Promise<PaymentIntent>;
  // Releases an authorisation (or abandons an intent that was never authorised).
  cancel: (id: string) => Promise<PaymentIntent>;
  // Refunds amountCents (at most the captured amount; less for a partial refund), once per intent.
  refund: (id: string, options: { idempotencyKey: string; amountCents: number }) => Promise<Refund>;
  // One of several partial refunds of a captured intent (a package gives money
  // back credit by credit), made once per idempotency key; never more in all
  // than was paid.
  refundPart: (id: string, options: { idempotencyKey: string; amountCents: number }) => Promise<Refund>;
};

// Thrown for requests the provider refuses for a reason other than the card
// (unknown intent, wrong state); the services turn it into a clear 409.
export class PaymentGatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}
