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
