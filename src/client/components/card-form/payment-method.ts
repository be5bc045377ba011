import type { CardInput } from './card-input';

// Test mode sends the test card to our server; Stripe mode confirms the card
// with Stripe in the browser, so card data never reaches us (docs/product/checkout-and-fees.md#stripe-mode).
// The same for a session's checkout and a package's purchase.
export type PaymentMethod = { kind: 'test'; card: CardInput } | { kind: 'stripe'; confirm: (clientSecret: string) => Promise<void> };
