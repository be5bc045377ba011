// Moving a booking to another open time of the same coach (docs/product/reschedule.md):
// the same booking and payment, nothing charged again. Both ways to move a
// booking go through `moveBooking`: the client's own reschedule (a confirmed
// booking goes back to the coach as pending) and the client accepting the
// coach's proposal (confirmed: the coach chose that time). Race-safe through
// the conditional UPDATE and the exclusion constraint; asking again for the
// time it already has answers with the booking unchanged, so a retried request is harmless.
import type { BookingStatus } from '../../../shared/domain/booking-status.js';
import {
  rescheduleRefusal,
  RESCHEDULE_MESSAGES,
  statusAfterMove,
  STATUS_AFTER_ACCEPTED_PROPOSAL,
} from '../../../shared/domain/reschedule.js';
import { BOOKING_MESSAGES, type TBooking, type TRescheduleBookingRequest } from '../../../shared/schemas/bookings.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors/domain-errors.js';
import { exclusionViolation } from '../../db/database-errors.js';
import type { BookingRow } from '../../db/queries/booking-rows.js';
import type { AvailabilityService } from '../availability/service.js';
import { isParty, toBookingView, type Viewer } from './booking-view.js';
import type { BookingsRepository } from './repository.js';
import { checkOpenSlot } from './slot-check.js';

export type RescheduleDeps = {
  repo: BookingsRepository;
  availability: Pick<AvailabilityService, 'busyIntervals'>;
  now: () => Date;
  // E-mails both parties with the updated invitation. Must not throw.
  afterMove?: (bookingId: number, previousStart: Date) => Promise<void>;
};

// Who asked for the move decides the status after it and the history's reason.
export type MoveKind = 'client' | 'accepted-proposal';

const MOVE_REASONS: Record<MoveKind, string> = {
  client: 'Moved to another time by the client',
  'accepted-proposal': 'Moved to the time the coach proposed, accepted by the client (confirmed: the coach chose this time)',
};

function statusAfter(kind: MoveKind, from: BookingStatus): BookingStatus {
  return kind === 'client' ? statusAfterMove(from) : STATUS_AFTER_ACCEPTED_PROPOSAL;
}

export function createMoves(deps: RescheduleDeps) {
  const { repo, now, afterMove } = deps;

  async function view(bookingId: number, viewer: Viewer): Promise<TBooking> {
    const row = await repo.findById(bookingId);
    if (!row) throw new NotFoundError(BOOKING_MESSAGES.bookingNotFound);
    return toBookingView(row, viewer, now());
  }

  // The booking as its party sees it; anyone else is told it does not exist.
  async function findForParty(viewer: Viewer, bookingId: number): Promise<BookingRow> {
    const row = await repo.findById(bookingId);
    if (!row || (!isParty(row, viewer) && viewer.role !== 'admin')) throw new NotFoundError(BOOKING_MESSAGES.bookingNotFound);
    return row;
  }

  // The same move asked twice at once (a double click): the one that lost the
  // race finds the booking already at the new time and answers with it.
  async function movedMeanwhile(bookingId: number, target: Date, viewer: Viewer): Promise<TBooking | undefined> {
    const current = await repo.findById(bookingId);
    return current && current.startTime.getTime() === target.getTime() ? toBookingView(current, viewer, now()) : undefined;
  }

  async function moveBooking(row: BookingRow, viewer: Viewer, target: Date, kind: MoveKind): Promise<TBooking> {
    // Already there (a retried request, or a double click that lost the race): nothing to do.
    if (row.startTime.getTime() === target.getTime()) return toBookingView(row, viewer, now());

    const refusal = rescheduleRefusal(row, now());
    if (refusal) throw new ConflictError(refusal);
    let moved: boolean;
    try {
      // The new time looks taken, or is, when the twin request moved the booking there first.
      const slot = await checkOpenSlot(deps, row.coachId, target.toISOString(), { ignore: { start: row.startTime, end: row.endTime } });
      moved = await repo.move(
        row.id,
        {
          status: row.status,
          startTime: row.startTime,
          rescheduleCount: row.rescheduleCount,
          // Accepting moves only to the proposal as it still stands.
          ...(kind === 'accepted-proposal' && { proposedStartTime: target }),
        },
        { status: statusAfter(kind, row.status), startTime: slot.start, endTime: slot.end },
        { changedByUserId: viewer.id, now: now(), reason: MOVE_REASONS[kind] },
      );
    } catch (error) {
      const taken = exclusionViolation(error) !== undefined;
      if (taken || error instanceof ConflictError) {
        const twin = await movedMeanwhile(row.id, target, viewer);
        if (twin) return twin;
      }
      if (taken) throw new ConflictError(BOOKING_MESSAGES.moveTaken);
      throw error;
    }
    if (!moved) {
      const twin = await movedMeanwhile(row.id, target, viewer);
      if (twin) return twin;
      throw new ConflictError(BOOKING_MESSAGES.changedMeanwhile);
    }
    await afterMove?.(row.id, row.startTime);
    return view(row.id, viewer);
  }

  async function reschedule(viewer: Viewer, bookingId: number, input: TRescheduleBookingRequest): Promise<TBooking> {
    const row = await findForParty(viewer, bookingId);
    if (row.clientId !== viewer.id) throw new ForbiddenError(RESCHEDULE_MESSAGES.clientsOnly);
    return moveBooking(row, viewer, new Date(input.startTime), 'client');
  }

  return { view, findForParty, moveBooking, reschedule };
}

export type Moves = ReturnType<typeof createMoves>;
