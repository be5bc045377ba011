// The Stripe product a subscription's prices hang on, made once under our own
// id: a second process (or a restart) finding it already there is not an error.
import type { StripeClientSource } from './stripe-client.js';
import { classifyStripeError, rethrowStripeError } from './stripe-errors.js';

export function stripeProductOnce(stripe: StripeClientSource, id: string, name: string): () => Promise<void> {
  let ready = false;
  return async () => {
    if (ready) return;
    try {
      await (await stripe()).products.create({ id, name }, { idempotencyKey: `product-${id}` });
    } catch (error) {
      if (classifyStripeError(error).code !== 'resource_already_exists') rethrowStripeError(error);
    }
    ready = true;
  };
}
