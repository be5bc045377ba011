import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  availableCredits,
  creditInvariantProblems,
  packageRefundCents,
  priceRangeCents,
  savingCents,
  unitCents,
} from './packages.js';

describe('package rules', () => {
  it('prices a credit at price / k rounded down, and refunds unused credits at that price', () => {
    expect(unitCents(40_000, 6)).toBe(6_666);
    expect(packageRefundCents(4, 6_666)).toBe(26_664);
    expect(packageRefundCents(-1, 6_666)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 20 }), (price, k) => {
        // Refunding every credit never gives back more than was paid.
        expect(packageRefundCents(k, unitCents(price, k))).toBeLessThanOrEqual(price);
      }),
    );
  });

  it('allows 50% to 100% of k x the rate and tells the saving', () => {
    expect(priceRangeCents(6, 8_500)).toEqual({ min: 25_500, max: 51_000 });
    expect(savingCents(6, 40_000, 8_500)).toBe(11_000);
    expect(savingCents(2, 20_000, 8_500)).toBe(0);
  });

  it('counts available = granted - redeemed + returned - expired - refunded', () => {
    expect(
      availableCredits([
        { kind: 'granted', credits: 6 },
        { kind: 'redeemed', credits: 3 },
        { kind: 'returned', credits: 1 },
        { kind: 'refunded', credits: 4 },
      ]),
    ).toBe(0);
  });

  it('reports a purchase whose money cannot cover its unused credits, or whose count disagrees', () => {
    const movements = [{ kind: 'granted' as const, credits: 2 }];
    expect(
      creditInvariantProblems({ movements, creditsOnRow: 2, unit: 5_000, money: { paid: 10_000, transferred: 0, fee: 0, refunded: 0 } }),
    ).toEqual([]);
    expect(
      creditInvariantProblems({ movements, creditsOnRow: 1, unit: 5_000, money: { paid: 10_000, transferred: 0, fee: 0, refunded: 0 } }),
    ).toHaveLength(1);
    expect(
      creditInvariantProblems({
        movements,
        creditsOnRow: 2,
        unit: 5_000,
        money: { paid: 10_000, transferred: 4_400, fee: 600, refunded: 0 },
      }),
    ).toEqual(['money held 5000 cannot cover 2 unused credits']);
  });

  it('moves a month on, the 31st becoming the shorter month’s last day', () => {
    expect(addMonths(new Date('2030-01-31T10:00:00Z'), 1).toISOString()).toBe('2030-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2030-01-15T10:00:00Z'), 2).toISOString()).toBe('2030-03-15T10:00:00.000Z');
  });
});
