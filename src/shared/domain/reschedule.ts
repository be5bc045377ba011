// When a booking may be moved to another time (docs/product/reschedule.md):
// only a pending or confirmed booking, at most twice, and only until its
// policy's full-refund cutoff, so a move can never dodge the refund rules.
import type { BookingStatus } from './booking-status.js';
import { fullRefundUntil, type CancellationPolicy } from './cancellation-policy.js';

export const MAX_RESCHEDULES = 2;

export const RESCHEDULE_MESSAGES = {
  notMovable: 'Only a pending or confirmed booking can be moved.',
  tooLate: 'This booking can no longer be moved: moving is possible only while cancelling would still be refunded in full.',
  tooMany: 'This booking has already been moved twice, the most allowed.',
  clientsOnly: 'Only the client who booked the session can move it.',
} as const;

type Movable = { status: BookingStatus; startTime: Date; cancellationPolicy: CancellationPolicy; rescheduleCount: number };

// Why the booking cannot be moved now, or null when it can.
export function rescheduleRefusal(booking: Movable, now: Date): string | null {
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return RESCHEDULE_MESSAGES.notMovable;
  if (booking.rescheduleCount >= MAX_RESCHEDULES) return RESCHEDULE_MESSAGES.tooMany;
  if (now.getTime() > fullRefundUntil(booking.cancellationPolicy, booking.startTime).getTime()) return RESCHEDULE_MESSAGES.tooLate;
  return null;
}

// A client moving a confirmed session asks the coach again; a pending request stays pending.
export function statusAfterMove(status: BookingStatus): BookingStatus {
  return status === 'confirmed' ? 'pending' : status;
}

// The coach's proposal of a new time (docs/product/reschedule.md#the-coach-proposes): the same limits
// as a client's move, checked when it is made and again when the client accepts it.
export const PROPOSAL_MESSAGES = {
  coachOnly: "Only the booking's coach can propose a new time.",
  clientOnly: 'Only the client who booked the session can answer a proposal.',
  alreadyOpen: 'This booking already has a proposed time waiting for the client. It must be accepted or declined first.',
  sameTime: 'The session is already at this time. Please choose another time.',
  noneOpen: 'There is no open proposal for this booking any more.',
  changed: 'The coach proposed a different time in the meantime. Please look at the new proposal.',
} as const;

type Proposable = Movable & { proposedStartTime: Date | null };

// The proposal still waiting for the client, or null: it lapses as soon as the booking could no
// longer be moved (cancelled, completed, past the full-refund cutoff, moved twice).
export function openProposal(booking: Proposable, now: Date): Date | null {
  if (!booking.proposedStartTime) return null;
  return rescheduleRefusal(booking, now) === null ? booking.proposedStartTime : null;
}

// Why the coach cannot propose this time now, or null when they can. A repeat of the open
// proposal is not refused (the caller answers it unchanged).
export function proposalRefusal(booking: Proposable, target: Date, now: Date): string | null {
  const refusal = rescheduleRefusal(booking, now);
  if (refusal) return refusal;
  if (target.getTime() === booking.startTime.getTime()) return PROPOSAL_MESSAGES.sameTime;
  const open = openProposal(booking, now);
  if (open && open.getTime() !== target.getTime()) return PROPOSAL_MESSAGES.alreadyOpen;
  return null;
}

// After the client accepts the coach's time the booking is confirmed, whatever it was: the coach
// agreed to that time by proposing it (docs/decisions/0032-coach-proposals.md).
export const STATUS_AFTER_ACCEPTED_PROPOSAL: BookingStatus = 'confirmed';
