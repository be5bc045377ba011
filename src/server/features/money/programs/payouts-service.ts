// The coach is paid per seat and per meeting held (DECISIONS section 14,
// docs/decisions/0081-program-payouts.md): 24 hours after each meeting ends,
// each seat's part of it (what the client kept paying / the number of
// meetings, minus the platform fee) goes to the coach's payout account
// exactly once, through the same gateway, claim and lease as a session's
// transfer. A cancelled program's seats are refunded in full and never paid
// out; a seat refunded in full has nothing to send.
import type { FastifyBaseLogger } from 'fastify';
import { coachShare, retryDelayMs } from '../../../../shared/domain/coach-share.js';
import { meetingPartCents } from '../../../../shared/domain/programs.js';
import { PLATFORM_FEE_PERCENT } from '../../../../shared/schemas/admin.js';
import type { Database } from '../../../db/client.js';
import type { TransferGateway } from '../../../integrations/payments/transfer-gateway.js';
import { paidTransfer } from '../transfers/paid-transfer.js';
import { CLAIM_LEASE_MS, TRANSFER_DELAY_MS } from '../transfers/service.js';
import { createProgramPayoutsRepository, type ClaimedPart, type PartContext } from './payouts-repository.js';

const HOLD_RECHECK_MS = 3_600_000;

type Deps = { db: Database; gateway: TransferGateway; beta: boolean; log: FastifyBaseLogger };
type Outcome = 'paid' | 'held' | 'skipped' | 'failed' | 'lost';

// The gateway's transfer group of one meeting's part of one seat: how a transfer made by an attempt that died is found again.
export const seatTransferGroup = (seatId: number, meetingId: number) => `seat-${seatId}-meeting-${meetingId}`;

export function createProgramPayoutsService({ db, gateway, beta, log }: Deps) {
  const repo = createProgramPayoutsRepository(db);
  const feePercent = (plan: 'free' | 'pro') => (beta ? 0 : PLATFORM_FEE_PERCENT[plan]);
  const partOf = (ctx: Pick<PartContext, 'keptCents' | 'meetings' | 'position' | 'planType'>) =>
    coachShare(meetingPartCents(ctx.keptCents, ctx.meetings, ctx.position), 0, feePercent(ctx.planType));

  async function send(claim: ClaimedPart, now: Date): Promise<Outcome> {
    const ctx = await repo.context(claim.seatId, claim.meetingId);
    if (!ctx) return 'lost';
    // Read again when sent: a program cancelled since (refunded in full) pays nothing.
    const share = ctx.programStatus === 'cancelled' ? { amountCents: 0, feeCents: 0 } : partOf(ctx);
    const base = { updatedAt: now, claimedAt: null, amountCents: share.amountCents, feeCents: share.feeCents };
    if (share.amountCents + share.feeCents === 0)
      return (await repo.release(claim.id, claim.claimedAt, { ...base, status: 'skipped', holdReason: null })) ? 'skipped' : 'lost';
    if (!ctx.payoutsEnabled || ctx.accountProvider !== gateway.provider || !ctx.accountId) {
      const next = new Date(now.getTime() + HOLD_RECHECK_MS);
      const held = { ...base, status: 'held' as const, holdReason: 'payouts_not_enabled' as const, nextAttemptAt: next };
      return (await repo.release(claim.id, claim.claimedAt, held)) ? 'held' : 'lost';
    }
    const transferGroup = seatTransferGroup(claim.seatId, claim.meetingId);
    try {
      const made =
        (await gateway.findTransfer(transferGroup)) ??
        (await gateway.transfer({
          amountCents: share.amountCents,
          currency: 'usd',
          destination: ctx.accountId,
          transferGroup,
          idempotencyKey: `transfer:seat:${claim.seatId}:meeting:${claim.meetingId}:${claim.attempts + 1}`,
          metadata: { programSeatId: String(claim.seatId), meetingId: String(claim.meetingId), coachId: String(claim.coachId) },
        }));
      const feeCents = Math.max(0, share.amountCents + share.feeCents - made.amountCents);
      const entry = { programSeatId: claim.seatId, coachId: claim.coachId, provider: gateway.provider, createdAt: now };
      const paid = paidTransfer(made, feeCents, entry, ctx.accountId);
      return (await repo.release(claim.id, claim.claimedAt, { ...base, ...paid.values }, paid.ledger)) ? 'paid' : 'lost';
    } catch (error) {
      const attempts = claim.attempts + 1;
      log.warn({ err: error, seatId: claim.seatId, meetingId: claim.meetingId, attempts }, 'program transfer failed; will retry');
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const next = new Date(now.getTime() + retryDelayMs(attempts));
      const failed = { ...base, status: 'failed' as const, holdReason: null, attempts, lastError, nextAttemptAt: next };
      return (await repo.release(claim.id, claim.claimedAt, failed)) ? 'failed' : 'lost';
    }
  }

  return {
    // Each held meeting's part of each seat gets its row, due 24 hours after the meeting ended.
    async schedule(now: Date): Promise<number> {
      const due = await repo.meetingsDue(now);
      return repo.schedule(
        due.map((d) => {
          const dueAt = new Date(d.endedAt.getTime() + TRANSFER_DELAY_MS);
          return {
            seatId: d.seatId,
            meetingId: d.meetingId,
            coachId: d.coachId,
            ...partOf(d),
            dueAt,
            nextAttemptAt: dueAt,
            createdAt: now,
            updatedAt: now,
          };
        }),
      );
    },

    // Sends every due part this process could claim; returns how many were paid.
    async sendDue(now: Date): Promise<number> {
      let paid = 0;
      for (const claim of await repo.claimDue(now, CLAIM_LEASE_MS)) if ((await send(claim, now)) === 'paid') paid += 1;
      return paid;
    },
  };
}

export type ProgramPayoutsService = ReturnType<typeof createProgramPayoutsService>;
