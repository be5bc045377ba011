import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isPaymentFailure, PaymentDeclinedError, plainMessage } from './payment-errors';

describe('payment errors', () => {
  it('tells card problems from booking problems', () => {
    expect(isPaymentFailure(new ApiError(402, '402: Your card was declined.', 'PAYMENT_REQUIRED', {}))).toBe(true);
    expect(isPaymentFailure(new PaymentDeclinedError('Your card was declined.'))).toBe(true);
    expect(isPaymentFailure(new ApiError(409, '409: This time slot was just booked by someone else.', 'CONFLICT', {}))).toBe(false);
    expect(isPaymentFailure(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('drops the status prefix for inline text', () => {
    expect(plainMessage(new ApiError(402, '402: Your card was declined.', undefined, {}))).toBe('Your card was declined.');
    expect(plainMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });
});
