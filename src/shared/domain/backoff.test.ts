import { describe, expect, it } from 'vitest';
import { backoffMs } from './backoff.js';

describe('backoffMs', () => {
  it('doubles from the first wait and stops at the longest', () => {
    const backoff = { firstMs: 5_000, longestMs: 60_000 };
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => backoffMs(n, backoff))).toEqual([5_000, 5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
    expect(backoffMs(200, backoff)).toBe(60_000);
  });
});
