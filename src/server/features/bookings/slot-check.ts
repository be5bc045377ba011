// "May this coach be booked at this start time, now?" with the same engine the
// calendar uses, so the slots offered and the slots accepted never disagree.
import { busyLookupRange, isOpenSlot, slotEnd } from '../../../shared/domain/availability.js';
import { SCHEDULE_LIMITS } from '../../../shared/domain/schedule.js';
import { BOOKING_MESSAGES } from '../../../shared/schemas/bookings.js';
import { ConflictError, NotFoundError } from '../../errors/domain-errors.js';
import { toSchedule, type AvailabilityService } from '../availability/service.js';
import type { Busy } from '../availability/service.js';
import type { BookableCoach, BookingsRepository } from './repository.js';
import { DAY_MS } from '../../../shared/domain/time-units.js';

export type CheckedSlot = { coach: BookableCoach; start: Date; end: Date; priceCents: number };

// Outside the booking window no slot is open, so no query is needed; a
// start in the year 9999 would even make the database refuse the session's
// end date (a 500, found by the hostile-input fuzz).
// The widest window any coach can set (a coach's own horizon, up to 85 days,
// and notice are the engine's to check).
export function isWithinBookingWindow(start: Date, now: Date): boolean {
  const nowMs = now.getTime();
  return start.getTime() >= nowMs && start.getTime() <= nowMs + SCHEDULE_LIMITS.horizonMaxDays * DAY_MS;
}

// A booking being moved does not block its own new time (an overlapping move).
type Ignored = { start: Date; end: Date };

export async function checkOpenSlot(
  deps: { repo: BookingsRepository; availability: Pick<AvailabilityService, 'busyIntervals'>; now: () => Date },
  coachId: number,
  startTime: string,
  options: {
    // A booking being moved does not block its own new time (an overlapping move).
    ignore?: Ignored;
    // A new booking's client: refused if the coach has blocked them (docs/product/messages.md).
    clientId?: number;
  } = {},
): Promise<CheckedSlot> {
  const { ignore, clientId } = options;
  const coach = await deps.repo.findBookableCoach(coachId, clientId);
  // Only on the refusal path: say why a coach who exists but is not listed cannot be booked.
  if (!coach && (await deps.repo.isUnlistedCoach(coachId))) throw new ConflictError(BOOKING_MESSAGES.coachNotListed);
  const start = new Date(startTime);
  if (coach && !isWithinBookingWindow(start, deps.now())) throw new ConflictError(BOOKING_MESSAGES.slotUnavailable);
  let busy: Busy[] = [];
  if (coach) {
    const schedule = toSchedule(coach.schedule);
    const range = busyLookupRange(schedule, start, slotEnd(start, schedule));
    busy = await deps.availability.busyIntervals(coach.id, range.from, range.to);
  }
  return checkSlotAgainst(coach, busy, start, deps.now(), ignore);
}

// The check itself, on a coach and busy time already read: by checkOpenSlot,
// or by the checkout's first statement (checkout-facts.ts). `busy` must hold
// every pending or confirmed booking of the coach that overlaps the session.
export function checkSlotAgainst(
  coach: BookableCoach | undefined,
  all: readonly Busy[],
  start: Date,
  now: Date,
  ignore?: Ignored,
): CheckedSlot {
  if (!coach) throw new NotFoundError(BOOKING_MESSAGES.coachNotFound);
  if (coach.blocksClient) throw new ConflictError(BOOKING_MESSAGES.cannotBookCoach);
  if (!isWithinBookingWindow(start, now)) throw new ConflictError(BOOKING_MESSAGES.slotUnavailable);
  const schedule = toSchedule(coach.schedule);
  const end = slotEnd(start, schedule);
  const busy = ignore ? all.filter((b) => b.start.getTime() !== ignore.start.getTime() || b.end.getTime() !== ignore.end.getTime()) : all;
  if (!isOpenSlot({ schedule, busy, start, now })) throw new ConflictError(BOOKING_MESSAGES.slotUnavailable);
  // A payment needs a positive amount; a coach without a rate cannot take bookings yet.
  if (coach.hourlyRateCents <= 0) throw new ConflictError(BOOKING_MESSAGES.notPayable);
  return { coach, start, end, priceCents: coach.hourlyRateCents };
}
