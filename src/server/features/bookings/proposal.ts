// The coach proposes a new time; the client accepts or declines it
// (docs/product/reschedule.md#the-coach-proposes). One proposal at a time, kept on the booking;
// it holds no slot, so the time is checked to be open when proposed and again when accepted,
// and accepting is the same move as the client's own reschedule (reschedule.ts).
import { openProposal, PROPOSAL_MESSAGES, proposalRefusal, rescheduleRefusal } from '../../../shared/domain/reschedule.js';
import {
  BOOKING_MESSAGES,
  type TAcceptProposalRequest,
  type TBooking,
  type TProposeTimeRequest,
} from '../../../shared/schemas/bookings.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors/domain-errors.js';
import { isParty, type Viewer } from './booking-view.js';
import type { Moves, RescheduleDeps } from './reschedule.js';
import { checkOpenSlot } from './slot-check.js';

export type ProposalDeps = RescheduleDeps & {
  moves: Moves;
  // Tells the other party (the client of a proposal, the coach of a declined one). Must not throw.
  afterProposal?: (bookingId: number, event: 'proposed' | 'declined' | 'withdrawn', proposedStart: Date) => Promise<void>;
};

export function createProposals(deps: ProposalDeps) {
  const { repo, now, moves, afterProposal } = deps;

  async function propose(viewer: Viewer, bookingId: number, input: TProposeTimeRequest): Promise<TBooking> {
    const row = await moves.findForParty(viewer, bookingId);
    if (row.coachUserId !== viewer.id) throw new ForbiddenError(PROPOSAL_MESSAGES.coachOnly);
    const target = new Date(input.startTime);
    // The same proposal again (a retry or a double click): nothing to do.
    if (openProposal(row, now())?.getTime() === target.getTime()) return moves.view(row.id, viewer);
    const refusal = proposalRefusal(row, target, now());
    if (refusal) throw new ConflictError(refusal);
    await checkOpenSlot(deps, row.coachId, input.startTime, { ignore: { start: row.startTime, end: row.endTime } });

    const stored = await repo.setProposal(
      row.id,
      { status: row.status, startTime: row.startTime, rescheduleCount: row.rescheduleCount, proposedStartTime: row.proposedStartTime },
      target,
      now(),
    );
    if (!stored) {
      const current = await moves.findForParty(viewer, row.id);
      if (openProposal(current, now())?.getTime() === target.getTime()) return moves.view(row.id, viewer);
      throw new ConflictError(BOOKING_MESSAGES.changedMeanwhile);
    }
    await afterProposal?.(row.id, 'proposed', target);
    return moves.view(row.id, viewer);
  }

  async function accept(viewer: Viewer, bookingId: number, input: TAcceptProposalRequest): Promise<TBooking> {
    const row = await moves.findForParty(viewer, bookingId);
    if (row.clientId !== viewer.id) throw new ForbiddenError(PROPOSAL_MESSAGES.clientOnly);
    const target = new Date(input.startTime);
    // Accepted already (a retry): the booking is at that time.
    if (row.startTime.getTime() === target.getTime()) return moves.view(row.id, viewer);
    const open = openProposal(row, now());
    if (!open) throw new ConflictError((row.proposedStartTime && rescheduleRefusal(row, now())) || PROPOSAL_MESSAGES.noneOpen);
    if (open.getTime() !== target.getTime()) throw new ConflictError(PROPOSAL_MESSAGES.changed);
    return moves.moveBooking(row, viewer, target, 'accepted-proposal');
  }

  // The client declines, or the coach withdraws: the booking stays as it was. Repeat-safe.
  async function dismiss(viewer: Viewer, bookingId: number): Promise<TBooking> {
    const row = await moves.findForParty(viewer, bookingId);
    if (!isParty(row, viewer)) throw new NotFoundError(BOOKING_MESSAGES.bookingNotFound);
    const proposed = row.proposedStartTime;
    if (proposed && (await repo.clearProposal(row.id, proposed, now()))) {
      await afterProposal?.(row.id, row.clientId === viewer.id ? 'declined' : 'withdrawn', proposed);
    }
    return moves.view(row.id, viewer);
  }

  return { propose, accept, dismiss };
}
