import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { isPaymentFailure, PaymentDeclinedError } from './payment-errors';

describe('payment errors', () => {
  it('tells card problems from booking problems', () => {
    expect(isPaymentFailure(new ApiError({ status: 402, message: 'Your card was declined.', code: 'PAYMENT_REQUIRED' }))).toBe(true);
    expect(isPaymentFailure(new PaymentDeclinedError('Your card was declined.'))).toBe(true);
    expect(
      isPaymentFailure(new ApiError({ status: 409, message: 'This time slot was just booked by someone else.', code: 'CONFLICT' })),
    ).toBe(false);
    expect(isPaymentFailure(new TypeError('Failed to fetch'))).toBe(false);
  });
});
