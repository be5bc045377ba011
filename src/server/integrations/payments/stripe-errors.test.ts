import { describe, expect, it } from 'vitest';
import { UnavailableError } from '../../errors/domain-errors.js';
import { classifyStripeError, rethrowStripeError, STRIPE_ERROR_MESSAGES } from './stripe-errors.js';

// Shaped as the stripe package's errors are (type, code, statusCode, message).
const stripeError = (type: string, fields: { code?: string; statusCode?: number; message?: string } = {}) =>
  Object.assign(new Error(fields.message ?? type), { type, ...fields });

describe('classifyStripeError', () => {
  it.each([
    ['StripeConnectionError', undefined, 'unavailable'],
    ['StripeAPIError', 500, 'unavailable'],
    ['StripeRateLimitError', 429, 'unavailable'],
    ['StripeInvalidRequestError', 503, 'unavailable'],
    ['StripeInvalidRequestError', 400, 'refused'],
    ['StripeCardError', 402, 'refused'],
    ['StripeIdempotencyError', 400, 'refused'],
    ['StripeAuthenticationError', 401, 'other'],
    ['StripePermissionError', 403, 'other'],
  ] as const)('%s (%s) is %s', (type, statusCode, kind) => {
    expect(classifyStripeError(stripeError(type, { statusCode })).kind).toBe(kind);
  });

  it('knows errors that are not from Stripe, and a missing object', () => {
    expect(classifyStripeError(new TypeError('boom')).kind).toBe('not-stripe');
    expect(classifyStripeError(undefined).kind).toBe('not-stripe');
    expect(classifyStripeError({ statusCode: 502 }).kind).toBe('unavailable');
    expect(classifyStripeError(stripeError('StripeInvalidRequestError', { code: 'resource_missing' })).missing).toBe(true);
    expect(classifyStripeError({ statusCode: 404 }).missing).toBe(true);
    expect(classifyStripeError(stripeError('StripeCardError', { code: 'card_declined' })).missing).toBe(false);
  });
});

describe('rethrowStripeError', () => {
  it('throws UnavailableError when Stripe is unavailable, whatever the refusal would say', () => {
    const refusal = () => new Error('refused');
    expect(() => rethrowStripeError(stripeError('StripeConnectionError'), refusal)).toThrow(
      new UnavailableError(STRIPE_ERROR_MESSAGES.unavailable),
    );
  });

  it("throws the adapter's refusal, or the error as it came", () => {
    const declined = stripeError('StripeCardError', { message: 'Your card was declined.' });
    expect(() => rethrowStripeError(declined, ({ message }) => new RangeError(message))).toThrow(RangeError);
    expect(() => rethrowStripeError(declined, () => undefined)).toThrow(declined);
    expect(() => rethrowStripeError(declined)).toThrow(declined);
  });
});
