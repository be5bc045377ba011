import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, formatCardNumber, formatCvc, formatExpiry, validateCard } from './card-input';

describe('card input', () => {
  it('groups card digits by four', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000-0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42 42 4')).toBe('4242 4');
  });

  it('shapes the expiry as MM/YY', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/3')).toBe('12/3');
    expect(formatExpiry('5')).toBe('05');
    expect(formatExpiry('1')).toBe('1');
    expect(formatCvc('12a34')).toBe('1234');
  });

  it('accepts a complete card and names each missing part', () => {
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' })).toEqual({});
    expect(validateCard({ number: '4242', expiry: '13/30', cvc: '1' })).toEqual({
      number: CARD_MESSAGES.number,
      expiry: CARD_MESSAGES.expiry,
      cvc: CARD_MESSAGES.cvc,
    });
  });
});
