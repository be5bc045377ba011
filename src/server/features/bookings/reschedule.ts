// Moving a booking to another open time of the same coach (docs/product/reschedule.md):
// the same booking and payment, nothing charged again. A confirmed booking
// goes back to the coach as pending. Race-safe through the conditional UPDATE
// and the exclusion constraint; asking again for the time it already has
// answers with the booking unchanged, so a retried request is harmless.
import { rescheduleRefusal, RESCHEDULE_MESSAGES, statusAfterMove } from '../../../shared/domain/reschedule.js';
import { BOOKING_MESSAGES, type TBooking, type TRescheduleBookingRequest } from '../../../shared/schemas/bookings.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors/domain-errors.js';
import { exclusionViolation } from '../../db/database-errors.js';
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

export function createReschedule(deps: RescheduleDeps) {
  const { repo, now, afterMove } = deps;

  async function view(bookingId: number, viewer: Viewer): Promise<TBooking> {
    const row = await repo.findById(bookingId);
    if (!row) throw new NotFoundError(BOOKING_MESSAGES.bookingNotFound);
    return toBookingView(row, viewer);
  }

  // The same move asked twice at once (a double click): the one that lost the
  // race finds the booking already at the new time and answers with it.
  async function movedMeanwhile(bookingId: number, target: Date, viewer: Viewer): Promise<TBooking | undefined> {
    const current = await repo.findById(bookingId);
    return current && current.startTime.getTime() === target.getTime() ? toBookingView(current, viewer) : undefined;
  }

  return async function reschedule(viewer: Viewer, bookingId: number, input: TRescheduleBookingRequest): Promise<TBooking> {
    const row = await repo.findById(bookingId);
    if (!row || (!isParty(row, viewer) && viewer.role !== 'admin')) throw new NotFoundError(BOOKING_MESSAGES.bookingNotFound);
    if (row.clientId !== viewer.id) throw new ForbiddenError(RESCHEDULE_MESSAGES.clientsOnly);
    const target = new Date(input.startTime);
    // Already there (a retried request, or a double click that lost the race): nothing to do.
    if (row.startTime.getTime() === target.getTime()) return toBookingView(row, viewer);

    const refusal = rescheduleRefusal(row, now());
    if (refusal) throw new ConflictError(refusal);
    let moved: boolean;
    try {
      // The new time looks taken, or is, when the twin request moved the booking there first.
      const slot = await checkOpenSlot(deps, row.coachId, input.startTime, { start: row.startTime, end: row.endTime });
      moved = await repo.move(
        row.id,
        { status: row.status, startTime: row.startTime, rescheduleCount: row.rescheduleCount },
        { status: statusAfterMove(row.status), startTime: slot.start, endTime: slot.end },
        { changedByUserId: viewer.id, now: now() },
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
  };
}
