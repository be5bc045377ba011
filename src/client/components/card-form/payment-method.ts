import { reportedTimeZone } from '@/lib/time-zones';
import type { CardInput } from './card-input';

// Test mode sends the test card to our server; Stripe mode confirms the card
// with Stripe in the browser, so card data never reaches us (docs/product/checkout-and-fees.md#stripe-mode).
// The same for a session's checkout and a package's purchase.
export type PaymentMethod = { kind: 'test'; card: CardInput } | { kind: 'stripe'; confirm: (clientSecret: string) => Promise<void> };

// What a purchase paid through an intent sends: the zone only words the receipt's dates.
export type IntentPurchase = { paymentIntentId: string; card?: CardInput; timeZone?: string };

// An intent for the server's price first, then the purchase: with the test
// card in test mode, or after Stripe confirmed the card in the browser (Stripe
// mode). A package's purchase and a program's seat.
export async function purchaseThroughIntent<T>(
  method: PaymentMethod,
  createIntent: () => Promise<{ paymentIntentId: string; clientSecret: string }>,
  purchase: (body: IntentPurchase) => Promise<T>,
): Promise<T> {
  const intent = await createIntent();
  if (method.kind === 'stripe') await method.confirm(intent.clientSecret);
  return purchase({
    paymentIntentId: intent.paymentIntentId,
    ...(method.kind === 'test' ? { card: method.card } : {}),
    timeZone: reportedTimeZone(),
  });
}
