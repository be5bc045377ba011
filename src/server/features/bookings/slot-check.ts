// "May this coach be booked at this start time, now?" with the same engine the
// calendar uses, so the slots offered and the slots accepted never disagree.
import { BOOKING_RULES, isOpenSlot, slotEnd } from '../../../shared/domain/availability.js';
import { BOOKING_MESSAGES } from '../../../shared/schemas/bookings.js';
import { ConflictError, NotFoundError } from '../../errors/domain-errors.js';
import { toSchedule, type AvailabilityService } from '../availability/service.js';
import type { BookableCoach, BookingsRepository } from './repository.js';
import { DAY_MS } from '../../../shared/domain/time-units.js';

export type CheckedSlot = { coach: BookableCoach; start: Date; end: Date; priceCents: number };

export async function checkOpenSlot(
  deps: { repo: BookingsRepository; availability: Pick<AvailabilityService, 'busyIntervals'>; now: () => Date },
  coachId: number,
  startTime: string,
  options: {
    // A booking being moved does not block its own new time (an overlapping move).
    ignore?: { start: Date; end: Date };
    // A new booking's client: refused if the coach has blocked them (docs/product/messages.md).
    clientId?: number;
  } = {},
): Promise<CheckedSlot> {
  const { ignore, clientId } = options;
  const coach = await deps.repo.findBookableCoach(coachId, clientId);
  if (!coach) {
    // Only on the refusal path: say why a coach who exists but is not listed cannot be booked.
    if (await deps.repo.isUnlistedCoach(coachId)) throw new ConflictError(BOOKING_MESSAGES.coachNotListed);
    throw new NotFoundError(BOOKING_MESSAGES.coachNotFound);
  }
  if (coach.blocksClient) throw new ConflictError(BOOKING_MESSAGES.cannotBookCoach);
  const schedule = toSchedule(coach.schedule);
  const start = new Date(startTime);
  // Outside the booking window no slot is open, so no query is needed; a
  // start in the year 9999 would even make the database refuse the session's
  // end date (a 500, found by the hostile-input fuzz).
  const nowMs = deps.now().getTime();
  if (!(start.getTime() >= nowMs && start.getTime() <= nowMs + BOOKING_RULES.maxDaysAhead * DAY_MS)) {
    throw new ConflictError(BOOKING_MESSAGES.slotUnavailable);
  }
  const end = slotEnd(start, schedule);
  const all = await deps.availability.busyIntervals(coach.id, start, end);
  const busy = ignore ? all.filter((b) => b.start.getTime() !== ignore.start.getTime() || b.end.getTime() !== ignore.end.getTime()) : all;
  if (!isOpenSlot({ schedule, busy, start, now: deps.now() })) throw new ConflictError(BOOKING_MESSAGES.slotUnavailable);
  // A payment needs a positive amount; a coach without a rate cannot take bookings yet.
  if (coach.hourlyRateCents <= 0) throw new ConflictError(BOOKING_MESSAGES.notPayable);
  return { coach, start, end, priceCents: coach.hourlyRateCents };
}
