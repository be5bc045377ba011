import { describe, expect, it } from 'vitest';
import { checkTestCard, TEST_CARD_MESSAGES } from './test-cards.js';

const now = new Date('2030-06-15T12:00:00Z');
const card = (number: string, expiry = '12/34', cvc = '123') => ({ number, expiry, cvc });

describe('checkTestCard', () => {
  it('authorises 4242 4242 4242 4242, with or without spaces', () => {
    expect(checkTestCard(card('4242 4242 4242 4242'), now)).toEqual({ ok: true, last4: '4242' });
    expect(checkTestCard(card('4242424242424242', '06/30', '1234'), now)).toEqual({ ok: true, last4: '4242' });
  });

  it.each([
    ['4000 0000 0000 0002', TEST_CARD_MESSAGES.declined],
    ['4000 0000 0000 9995', TEST_CARD_MESSAGES.insufficientFunds],
    ['5555 5555 5555 4444', TEST_CARD_MESSAGES.notATestCard],
    ['4111 1111 1111 1111', TEST_CARD_MESSAGES.notATestCard],
    ['not a card', TEST_CARD_MESSAGES.notATestCard],
  ])('refuses %s: %s', (number, reason) => {
    expect(checkTestCard(card(number), now)).toEqual({ ok: false, reason });
  });

  it('checks the expiry date and the CVC', () => {
    expect(checkTestCard(card('4242424242424242', '05/30'), now)).toEqual({ ok: false, reason: TEST_CARD_MESSAGES.expired });
    expect(checkTestCard(card('4242424242424242', '13/30'), now)).toEqual({ ok: false, reason: TEST_CARD_MESSAGES.badExpiry });
    expect(checkTestCard(card('4242424242424242', '1230'), now)).toEqual({ ok: false, reason: TEST_CARD_MESSAGES.badExpiry });
    expect(checkTestCard(card('4242424242424242', '12/34', '12'), now)).toEqual({ ok: false, reason: TEST_CARD_MESSAGES.badCvc });
    expect(checkTestCard(card('4242424242424242', '12/34', '12a'), now)).toEqual({ ok: false, reason: TEST_CARD_MESSAGES.badCvc });
  });
});
