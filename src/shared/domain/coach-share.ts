// The coach's share of a booking and the ledger's balance
// (docs/decisions/0048-ledger-and-transfers.md, docs/product/payouts.md#money-to-coaches). Pure: the
// server passes sums read from the ledger; everything is integer cents.
import { netOfFee } from './earnings.js';
import { DAY_MS, MINUTE_MS } from './time-units.js';
import { backoffMs, type Backoff } from './backoff.js';

export type Share = { amountCents: number; feeCents: number };

/**
 * What the transfer sends and what the platform keeps, out of what is still
 * held for the booking (captured minus refunded so far). The fee is rounded
 * to the cent exactly as the earnings page rounds it (netOfFee).
 */
export function coachShare(capturedCents: number, refundedCents: number, feePercent: number): Share {
  const remaining = Math.max(0, capturedCents - refundedCents);
  const amountCents = netOfFee(remaining, feePercent);
  return { amountCents, feeCents: remaining - amountCents };
}

export type Reversal = { reversalCents: number; feeRefundCents: number };

/**
 * After the transfer, refunds come back out of the coach's share and the
 * platform fee in the proportion the transfer split them. Cumulative totals:
 * the caller subtracts what was reversed already. refundedAfter is the money
 * refunded since the transfer (total refunded minus what had been refunded
 * when the transfer was made, i.e. captured - amount - fee).
 */
export function reversalAfterRefund(transfer: Share, refundedAfterCents: number): Reversal {
  const total = transfer.amountCents + transfer.feeCents;
  const refunded = Math.min(Math.max(0, refundedAfterCents), total);
  if (total === 0 || refunded === 0) return { reversalCents: 0, feeRefundCents: 0 };
  const reversalCents = Math.min(transfer.amountCents, Math.round((refunded * transfer.amountCents) / total));
  return { reversalCents, feeRefundCents: Math.min(transfer.feeCents, refunded - reversalCents) };
}

export type LedgerKind =
  | 'authorization'
  | 'release'
  | 'capture'
  | 'refund'
  | 'transfer'
  | 'platform_fee'
  | 'reversal'
  | 'platform_fee_refund'
  | 'dispute_loss'
  | 'dispute_reinstatement';

export type Balance = {
  capturedCents: number;
  refundedCents: number;
  // Taken back by the client's bank through a dispute the platform lost (net of reinstatements).
  disputeLostCents: number;
  // Net of reversals and fee refunds.
  transferredCents: number;
  platformFeeCents: number;
  // What the platform still holds for the booking: captured - refunded - dispute lost - transferred - fee.
  heldCents: number;
};

/** The booking's sums; the invariant is heldCents >= 0 (and 0 once settled). */
export function balanceOf(entries: ReadonlyArray<{ kind: LedgerKind; amountCents: number }>): Balance {
  const sum = (kind: LedgerKind) => entries.reduce((total, e) => (e.kind === kind ? total + e.amountCents : total), 0);
  const capturedCents = sum('capture');
  const refundedCents = sum('refund');
  const disputeLostCents = sum('dispute_loss') - sum('dispute_reinstatement');
  const transferredCents = sum('transfer') - sum('reversal');
  const platformFeeCents = sum('platform_fee') - sum('platform_fee_refund');
  return {
    capturedCents,
    refundedCents,
    disputeLostCents,
    transferredCents,
    platformFeeCents,
    heldCents: capturedCents - refundedCents - disputeLostCents - transferredCents - platformFeeCents,
  };
}

// Failed transfers are tried again after 5 min, 10, 20, ... at most a day apart.
export const TRANSFER_BACKOFF: Backoff = { firstMs: 5 * MINUTE_MS, longestMs: DAY_MS };

export function retryDelayMs(attempts: number): number {
  return backoffMs(attempts, TRANSFER_BACKOFF);
}
