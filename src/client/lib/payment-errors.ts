import { ApiError } from './api-client';

// Raised by the Stripe form when the card is refused before our server sees it.
export class PaymentDeclinedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

// 402 from our server or a refusal from Stripe: the card is the problem.
// Anything else (slot taken, coach gone) is a booking failure.
export function isPaymentFailure(error: unknown): boolean {
  return error instanceof PaymentDeclinedError || (error instanceof ApiError && error.status === 402);
}
