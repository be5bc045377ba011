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

  return async function reschedule(viewer: Viewer, bookingId: number, input: TRescheduleBookingRequest): Promise<TBooking> {
    const row = await repo.findById(bookingId);
    if (!row || (!isParty(row, viewer) && viewer.role !== 'admin')) throw new NotFoundError(BOOKING_MESSAGES.bookingNotFound);
    if (row.clientId !== viewer.id) throw new ForbiddenError(RESCHEDULE_MESSAGES.clientsOnly);
    const target = new Date(input.startTime);
    // Already there (a retried request, or a double click that lost the race): nothing to do.
    if (row.startTime.getTime() === target.getTime()) return toBookingView(row, viewer);

    const refusal = rescheduleRefusal(row, now());
    if (refusal) throw new ConflictError(refusal);
    const slot = await checkOpenSlot(deps, row.coachId, input.startTime, { start: row.startTime, end: row.endTime });

    let moved: boolean;
    try {
      moved = await repo.move(
        row.id,
        { status: row.status, startTime: row.startTime, rescheduleCount: row.rescheduleCount },
        { status: statusAfterMove(row.status), startTime: slot.start, endTime: slot.end },
        { changedByUserId: viewer.id, now: now() },
      );
    } catch (error) {
      if (exclusionViolation(error) !== undefined) throw new ConflictError(BOOKING_MESSAGES.moveTaken);
      throw error;
    }
    if (!moved) {
      const current = await repo.findById(row.id);
      if (current && current.startTime.getTime() === target.getTime()) return toBookingView(current, viewer);
      throw new ConflictError(BOOKING_MESSAGES.changedMeanwhile);
    }
    await afterMove?.(row.id, row.startTime);
    return view(row.id, viewer);
  };
}
