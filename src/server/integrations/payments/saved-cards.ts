// A card kept on file and charged later without the client: a weekly series
// paid by card (docs/decisions/0079-series-paid-by-card-on-file.md). With
// Stripe, a SetupIntent on the client's Stripe customer, confirmed in the
// browser with Stripe Elements, and off-session PaymentIntents; in test mode a
// test card checked now and charged later (4000 0000 0000 0341 is saved fine
// and refused at every later charge, as at Stripe).
import type { TestCard } from './payment-gateway.js';

export type CardSetup = { setupId: string; clientSecret: string; customerId: string | null };

export type SavedCard = { ok: true; paymentMethod: string; last4: string | null } | { ok: false; reason: string };

export type SavedCardCharge = {
  paymentMethod: string;
  customerId: string | null;
  amountCents: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  // One per session charged: a retry (a process that died mid-charge) answers with the same charge.
  idempotencyKey: string;
};

export type SavedCardResult = { ok: true; paymentId: string } | { ok: false; reason: string };

export type SavedCardGateway = {
  provider: 'test' | 'stripe';
  // Starts saving a card for the user (Stripe: a SetupIntent on their customer).
  openSetup: (user: { id: number; email: string; name: string; stripeCustomerId: string | null }) => Promise<CardSetup>;
  // Whether the setup saved a card. Test mode takes the test card here; Stripe never takes card data.
  completeSetup: (setup: { setupId: string; customerId: string | null }, card?: TestCard) => Promise<SavedCard>;
  // Charges the saved card without the client, captured at once.
  charge: (input: SavedCardCharge) => Promise<SavedCardResult>;
};
