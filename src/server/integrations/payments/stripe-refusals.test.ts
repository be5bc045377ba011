import { describe, expect, it } from 'vitest';
import { refusalText } from './stripe-refusals.js';
import { TEST_CARD_MESSAGES } from './test-cards.js';

describe('refusalText', () => {
  it('tells a refusal Stripe gives a known code in the test cards’ sentences, the bank’s reason first', () => {
    expect(
      refusalText({ code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' }, 'x'),
    ).toBe(TEST_CARD_MESSAGES.insufficientFunds);
    expect(refusalText({ code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }, 'x')).toBe(
      TEST_CARD_MESSAGES.declined,
    );
    expect(refusalText({ code: 'expired_card', message: 'Your card has expired.' }, 'x')).toBe(TEST_CARD_MESSAGES.expired);
    expect(refusalText({ code: 'incorrect_cvc', message: "Your card's security code is incorrect." }, 'x')).toBe(TEST_CARD_MESSAGES.badCvc);
  });

  it('keeps Stripe’s message for any other refusal, and the caller’s own without one', () => {
    expect(refusalText({ code: 'processing_error', message: 'An error occurred while processing your card.' }, 'x')).toBe(
      'An error occurred while processing your card.',
    );
    expect(refusalText({ code: 'toString' }, 'The payment was not authorised.')).toBe('The payment was not authorised.');
    expect(refusalText(null, 'The payment was not authorised.')).toBe('The payment was not authorised.');
  });
});
