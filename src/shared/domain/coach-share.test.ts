import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceOf, coachShare, retryDelayMs, reversalAfterRefund, type LedgerKind } from './coach-share.js';

describe('coachShare', () => {
  it('keeps 12% for a free coach and 5% for Pro, rounded to the cent, nothing in beta', () => {
    expect(coachShare(8_500, 0, 12)).toEqual({ amountCents: 7_480, feeCents: 1_020 });
    expect(coachShare(8_500, 0, 5)).toEqual({ amountCents: 8_075, feeCents: 425 });
    expect(coachShare(8_500, 0, 0)).toEqual({ amountCents: 8_500, feeCents: 0 });
    // 12% of 4,999 is 599.88: the platform keeps 600, the coach gets the rest.
    expect(coachShare(4_999, 0, 12)).toEqual({ amountCents: 4_399, feeCents: 600 });
  });

  it('shares only what is left after refunds, and nothing after a full refund', () => {
    expect(coachShare(8_500, 4_250, 12)).toEqual({ amountCents: 3_740, feeCents: 510 });
    expect(coachShare(8_500, 8_500, 12)).toEqual({ amountCents: 0, feeCents: 0 });
  });
});

describe('reversalAfterRefund', () => {
  it('takes a refund back from coach and platform in the proportion the transfer split them', () => {
    expect(reversalAfterRefund({ amountCents: 7_480, feeCents: 1_020 }, 4_250)).toEqual({ reversalCents: 3_740, feeRefundCents: 510 });
    expect(reversalAfterRefund({ amountCents: 7_480, feeCents: 1_020 }, 8_500)).toEqual({ reversalCents: 7_480, feeRefundCents: 1_020 });
    expect(reversalAfterRefund({ amountCents: 8_500, feeCents: 0 }, 100)).toEqual({ reversalCents: 100, feeRefundCents: 0 });
    expect(reversalAfterRefund({ amountCents: 8_500, feeCents: 0 }, 0)).toEqual({ reversalCents: 0, feeRefundCents: 0 });
  });
});

describe('retryDelayMs', () => {
  it('doubles from five minutes and stops at a day', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([300_000, 600_000, 1_200_000]);
    expect(retryDelayMs(30)).toBe(86_400_000);
  });
});

// A booking's money history as the product makes it: captured, refunds
// before the transfer, maybe the transfer, refunds after it (each reversed).
const history = fc.record({
  price: fc.integer({ min: 1, max: 100_000 }),
  feePercent: fc.constantFrom(0, 5, 12),
  before: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 3 }),
  transferred: fc.boolean(),
  after: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 3 }),
});

describe('the ledger invariant over generated booking histories', () => {
  it('captured = refunded + transferred + platform fee + held, held never negative, and nothing held once settled', () => {
    fc.assert(
      fc.property(history, ({ price, feePercent, before, transferred, after }) => {
        const entries: Array<{ kind: LedgerKind; amountCents: number }> = [
          { kind: 'authorization', amountCents: price },
          { kind: 'capture', amountCents: price },
        ];
        let refunded = 0;
        const refund = (fraction: number) => {
          const amount = Math.floor((price - refunded) * fraction);
          if (amount <= 0) return;
          refunded += amount;
          entries.push({ kind: 'refund', amountCents: amount });
        };
        before.forEach(refund);
        if (!transferred) {
          const balance = balanceOf(entries);
          expect(balance.heldCents).toBe(price - refunded);
          return;
        }
        const share = coachShare(price, refunded, feePercent);
        entries.push({ kind: 'transfer', amountCents: share.amountCents }, { kind: 'platform_fee', amountCents: share.feeCents });
        const refundedAtTransfer = refunded;
        let reversed = 0;
        let feeRefunded = 0;
        for (const fraction of after) {
          refund(fraction);
          // What the reversal job does: move the cumulative totals on to their targets.
          const target = reversalAfterRefund(share, refunded - refundedAtTransfer);
          entries.push({ kind: 'reversal', amountCents: target.reversalCents - reversed });
          entries.push({ kind: 'platform_fee_refund', amountCents: target.feeRefundCents - feeRefunded });
          reversed = target.reversalCents;
          feeRefunded = target.feeRefundCents;
        }
        const balance = balanceOf(entries);
        expect(entries.every((e) => e.amountCents >= 0)).toBe(true);
        expect(balance.capturedCents).toBe(balance.refundedCents + balance.transferredCents + balance.platformFeeCents + balance.heldCents);
        expect(balance.heldCents).toBe(0);
        expect(balance.transferredCents).toBeGreaterThanOrEqual(0);
        expect(balance.platformFeeCents).toBeGreaterThanOrEqual(0);
        expect(balance.refundedCents).toBeLessThanOrEqual(price);
      }),
      { numRuns: 500 },
    );
  });
});
