// The coach's share of each session reaches the coach
// (docs/decisions/0048-ledger-and-transfers.md): 24 hours after the session is
// completed, unless a no-show report or a dispute is open, the share (price
// minus refunds minus the platform fee) is transferred to the coach's payout
// account exactly once; a refund after that reverses the coach's part of it. A
// dispute lost after the transfer reverses it as a refund would; if that dispute
// is then won after all (reinstated), the reversed share is sent again.
import type { FastifyBaseLogger } from 'fastify';
import { coachShare, retryDelayMs, reversalAfterRefund } from '../../../../shared/domain/coach-share.js';
import { PLATFORM_FEE_PERCENT } from '../../../../shared/schemas/admin.js';
import type { Database } from '../../../db/client.js';
import type { TransferGateway } from '../../../integrations/payments/transfer-gateway.js';
import { paidTransfer } from './paid-transfer.js';
import { createTransfersRepository, type Claimed, type HoldReason, type LedgerValues } from './repository.js';

export const TRANSFER_DELAY_MS = 24 * 3_600_000;
// A process that claimed a transfer and died is taken over after this long.
export const CLAIM_LEASE_MS = 10 * 60_000;
// Holds are looked at again hourly: a report decided or an account finished unblocks them.
const HOLD_RECHECK_MS = 3_600_000;

type Deps = { db: Database; gateway: TransferGateway; beta: boolean; log: FastifyBaseLogger };

export function createTransfersService({ db, gateway, beta, log }: Deps) {
  const repo = createTransfersRepository(db);
  const feePercent = (plan: 'free' | 'pro') => (beta ? 0 : PLATFORM_FEE_PERCENT[plan]);
  const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

  // Why a claimed transfer may not go now; undefined when it may.
  function holdOf(ctx: NonNullable<Awaited<ReturnType<typeof repo.context>>>): HoldReason | undefined {
    if (ctx.noShowOpen) return 'no_show_report';
    if (ctx.disputeOpen) return 'dispute';
    if (!ctx.payoutsEnabled || ctx.accountProvider !== gateway.provider || !ctx.accountId) return 'payouts_not_enabled';
    return undefined;
  }

  async function send(claim: Claimed, now: Date): Promise<'paid' | 'held' | 'skipped' | 'failed' | 'lost'> {
    const ctx = await repo.context(claim.bookingId);
    if (!ctx) return 'lost';
    const share = coachShare(ctx.captured, ctx.refunded, feePercent(ctx.planType));
    const base = { updatedAt: now, claimedAt: null, amountCents: share.amountCents, feeCents: share.feeCents };
    if (share.amountCents + share.feeCents === 0) {
      return (await repo.release(claim.id, claim.claimedAt, { ...base, status: 'skipped', holdReason: null })) ? 'skipped' : 'lost';
    }
    const hold = holdOf(ctx);
    if (hold) {
      const next = new Date(now.getTime() + HOLD_RECHECK_MS);
      return (await repo.release(claim.id, claim.claimedAt, { ...base, status: 'held', holdReason: hold, nextAttemptAt: next }))
        ? 'held'
        : 'lost';
    }
    const destination = ctx.accountId ?? '';
    const transferGroup = `booking-${claim.bookingId}`;
    try {
      // A transfer made by an attempt that died before recording it is adopted, never made twice.
      const made =
        (await gateway.findTransfer(transferGroup)) ??
        (await gateway.transfer({
          amountCents: share.amountCents,
          currency: ctx.currency,
          destination,
          transferGroup,
          // Per attempt: the gateway remembers a refused request under its key.
          idempotencyKey: `transfer:booking:${claim.bookingId}:${claim.attempts + 1}`,
          metadata: { bookingId: String(claim.bookingId), coachId: String(claim.coachId) },
        }));
      // Whatever the platform still holds beyond the transfer is its fee (0 during beta).
      const feeCents = Math.max(0, ctx.captured - ctx.refunded - made.amountCents);
      const entry = {
        bookingId: claim.bookingId,
        coachId: claim.coachId,
        currency: ctx.currency,
        provider: gateway.provider,
        createdAt: now,
      };
      const paid = paidTransfer(made, feeCents, entry, destination);
      const ledger: LedgerValues[] = paid.ledger;
      const recorded = await repo.release(claim.id, claim.claimedAt, { ...base, ...paid.values }, ledger);
      return recorded ? 'paid' : 'lost';
    } catch (error) {
      const attempts = claim.attempts + 1;
      log.warn({ err: error, bookingId: claim.bookingId, attempts }, 'coach transfer failed; will retry');
      const next = new Date(now.getTime() + retryDelayMs(attempts));
      const failed = { ...base, status: 'failed' as const, holdReason: null, attempts, lastError: message(error), nextAttemptAt: next };
      return (await repo.release(claim.id, claim.claimedAt, failed)) ? 'failed' : 'lost';
    }
  }

  // What the coach should hold of the booking now (their share net of what went back to the client).
  const targetOf = (due: { captured: number; refunded: number; amountCents: number; feeCents: number }) => {
    const refundedAfter = due.refunded - (due.captured - due.amountCents - due.feeCents);
    return reversalAfterRefund({ amountCents: due.amountCents, feeCents: due.feeCents }, refundedAfter);
  };

  return {
    // Completed, paid bookings get their transfer row, due 24 hours after completion.
    async schedule(now: Date, bookingIds?: number[]): Promise<number> {
      const candidates = await repo.candidates(bookingIds);
      return repo.schedule(
        candidates.map((c) => {
          const dueAt = new Date(c.completedAt.getTime() + TRANSFER_DELAY_MS);
          const share = coachShare(c.captured, c.refunded, feePercent(c.planType));
          return { bookingId: c.bookingId, coachId: c.coachId, ...share, dueAt, nextAttemptAt: dueAt, createdAt: now, updatedAt: now };
        }),
      );
    },

    // Sends every due transfer this process could claim; returns how many were paid.
    async sendDue(now: Date, bookingIds?: number[]): Promise<number> {
      let paid = 0;
      for (const claim of await repo.claimDue(now, CLAIM_LEASE_MS, bookingIds)) if ((await send(claim, now)) === 'paid') paid += 1;
      return paid;
    },

    // Refunds after a transfer take the coach's part back (transfer reversals).
    async reverseRefunded(now: Date, bookingIds?: number[]): Promise<number> {
      let reversed = 0;
      for (const due of await repo.reversalsDue(bookingIds)) {
        if (due.provider !== gateway.provider) continue;
        const target = targetOf(due);
        const owed = target.reversalCents - due.reversedCents;
        const feeOwed = target.feeRefundCents - due.feeRefunded;
        if (owed <= 0 && feeOwed <= 0) continue;
        const entry = { bookingId: due.bookingId, coachId: due.coachId, provider: gateway.provider, createdAt: now };
        const ledger: LedgerValues[] = [];
        try {
          if (owed > 0) {
            const reversal = await gateway.reverse(due.providerTransferId, {
              amountCents: owed,
              idempotencyKey: `reversal:booking:${due.bookingId}:${target.reversalCents}`,
            });
            ledger.push({ ...entry, kind: 'reversal', amountCents: reversal.amountCents, providerReference: reversal.id });
          }
          if (feeOwed > 0) {
            const reference = `${due.providerTransferId}:fee-refund:${target.feeRefundCents}`;
            ledger.push({ ...entry, kind: 'platform_fee_refund', amountCents: feeOwed, providerReference: reference });
          }
          await repo.recordReversal(
            due.id,
            due.reversedCents,
            Math.max(due.reversedCents, target.reversalCents),
            due.amountCents,
            now,
            ledger,
          );
          reversed += 1;
        } catch (error) {
          log.warn({ err: error, bookingId: due.bookingId }, 'transfer reversal failed; will retry');
          await repo.noteError(due.id, `Reversal failed: ${message(error)}`, now);
        }
      }
      return reversed;
    },

    // A dispute lost after the transfer and then won (reinstated): what was reversed for it goes to
    // the coach again, as a transfer of its own (a reversal cannot be undone), with the platform's fee
    // kept again. Never more than the reinstated amount, whatever else was reversed at the gateway.
    async resendReinstated(now: Date, bookingIds?: number[]): Promise<number> {
      let resent = 0;
      for (const due of await repo.resendsDue(bookingIds)) {
        if (due.provider !== gateway.provider) continue;
        const target = targetOf(due);
        const owed = Math.min(due.amountCents - target.reversalCents - due.netSent, due.reinstated - due.resent);
        const feeOwed = due.feeCents - target.feeRefundCents - due.netFee;
        if (owed <= 0) continue;
        const ctx = await repo.context(due.bookingId);
        if (!ctx?.accountId || ctx.accountProvider !== gateway.provider) continue;
        try {
          const made = await gateway.transfer({
            amountCents: owed,
            currency: ctx.currency,
            destination: ctx.accountId,
            transferGroup: `booking-${due.bookingId}`,
            // Per amount owed: two processes (or a retry) make it once.
            idempotencyKey: `reinstatement:booking:${due.bookingId}:${due.netSent + owed}`,
            metadata: { bookingId: String(due.bookingId), coachId: String(due.coachId) },
          });
          const entry = {
            bookingId: due.bookingId,
            coachId: due.coachId,
            currency: ctx.currency,
            provider: gateway.provider,
            createdAt: now,
          };
          const ledger: LedgerValues[] = [{ ...entry, kind: 'transfer', amountCents: made.amountCents, providerReference: made.id }];
          if (feeOwed > 0) ledger.push({ ...entry, kind: 'platform_fee', amountCents: feeOwed, providerReference: made.id });
          await repo.insertLedger(ledger);
          resent += 1;
        } catch (error) {
          log.warn({ err: error, bookingId: due.bookingId }, 'resending a reinstated share failed; will retry');
          await repo.noteError(due.id, `Resending after a reinstated dispute failed: ${message(error)}`, now);
        }
      }
      return resent;
    },
  };
}

export type TransfersService = ReturnType<typeof createTransfersService>;
