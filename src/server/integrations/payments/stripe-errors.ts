// What a failed Stripe call means, decided once for the four Stripe adapters
// (payments, transfers, payout accounts, the Pro subscription). Stripe being
// unreachable, overloaded or failing is not the caller's fault: the domain's
// UnavailableError (a 503 with a clear message at the HTTP edge) rather than
// a generic 500. What a refusal becomes is each adapter's own business.
import { UnavailableError } from '../../errors/domain-errors.js';

export const STRIPE_ERROR_MESSAGES = {
  unavailable: 'The payment service is briefly unavailable. Please try again in a moment.',
} as const;

const UNAVAILABLE_TYPES = ['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError'];
// Stripe answered no to this request: a bad request, a declined card, a reused idempotency key.
const REFUSED_TYPES = ['StripeInvalidRequestError', 'StripeCardError', 'StripeIdempotencyError'];

export type StripeFailure = {
  // unavailable: try again later; refused: see REFUSED_TYPES; other: any other error
  // from Stripe (authentication, permission...); not-stripe: not from Stripe at all.
  kind: 'unavailable' | 'refused' | 'other' | 'not-stripe';
  // The object asked for does not exist at Stripe.
  missing: boolean;
  type: string | undefined;
  code: string | undefined;
  message: string | undefined;
};

type Fields = { type?: string; code?: string; statusCode?: number; message?: string };

export function classifyStripeError(error: unknown): StripeFailure {
  const { type, code, statusCode, message } = error && typeof error === 'object' ? (error as Fields) : {};
  const kind =
    (type !== undefined && UNAVAILABLE_TYPES.includes(type)) || (statusCode ?? 0) >= 500
      ? 'unavailable'
      : type !== undefined && REFUSED_TYPES.includes(type)
        ? 'refused'
        : type?.startsWith('Stripe')
          ? 'other'
          : 'not-stripe';
  return { kind, missing: code === 'resource_missing' || statusCode === 404, type, code, message };
}

// Throws the domain's error for a failed Stripe call: UnavailableError when
// Stripe is unavailable, else what `refusal` makes of the failure, else the
// error as it came.
export function rethrowStripeError(error: unknown, refusal?: (failure: StripeFailure) => Error | undefined): never {
  const failure = classifyStripeError(error);
  if (failure.kind === 'unavailable') throw new UnavailableError(STRIPE_ERROR_MESSAGES.unavailable);
  throw refusal?.(failure) ?? error;
}
