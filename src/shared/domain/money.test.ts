import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatDollars } from './money.js';

describe('money', () => {
  it('converts between cents and dollars without float noise', () => {
    expect(centsToDollars(8500)).toBe(85);
    expect(centsToDollars(1999)).toBe(19.99);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });

  it('formats dollars with a $ sign and two decimals', () => {
    expect(formatDollars(85)).toBe('$85.00');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(-12.3)).toBe('-$12.30');
  });
});
