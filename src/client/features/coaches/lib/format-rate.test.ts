import { describe, expect, it } from 'vitest';
import { formatRate } from './format-rate';

describe('formatRate', () => {
  it('drops .00 on whole dollars', () => {
    expect(formatRate(85)).toBe('$85');
    expect(formatRate(100)).toBe('$100');
    expect(formatRate(1200)).toBe('$1,200');
  });

  it('keeps two decimals when there are cents', () => {
    expect(formatRate(49.5)).toBe('$49.50');
    expect(formatRate(0.99)).toBe('$0.99');
  });
});
