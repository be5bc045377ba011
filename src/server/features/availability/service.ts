// Open slots for one coach and for many at once. The booking feature reuses
// isBookableSlot so that the calendar and the booking check can never disagree.
import {
  busyLookupRange,
  hasOpenSlotIn,
  isOpenSlot,
  listOpenSlots,
  slotEnd,
  type BookableSchedule,
} from '../../../shared/domain/availability.js';
import {
  AVAILABILITY_DEFAULT_DAYS,
  AVAILABILITY_MAX_SPAN_DAYS,
  AVAILABILITY_MESSAGES,
  type TAvailabilityQuery,
} from '../../../shared/schemas/availability.js';
import type { ListingRule } from '../../db/queries/listable-coach.js';
import type { Database } from '../../db/client.js';
import { InvalidInputError } from '../../errors/domain-errors.js';
import { createAvailabilityRepository, type Busy } from './repository.js';
import { DAY_MS } from '../../../shared/domain/time-units.js';
import { type ScheduleRow } from '../../db/queries/schedules.js';

// The busy time of a coach, as the checkout reads it too.
export type { Busy };

export type CoachOpenSlots = { timeZone: string; sessionLength: number; slots: Date[] };
export type ScheduledCoach = { coachId: number; schedule: ScheduleRow };

// Defaults: from now, two weeks long. The span is capped so one request cannot ask for years of slots.
export function resolveSlotRange(query: TAvailabilityQuery, now: Date): { from: Date; to: Date } {
  const from = query.from ? new Date(query.from) : now;
  const to = query.to ? new Date(query.to) : new Date(from.getTime() + AVAILABILITY_DEFAULT_DAYS * DAY_MS);
  if (to <= from) throw new InvalidInputError(AVAILABILITY_MESSAGES.toBeforeFrom, { to: AVAILABILITY_MESSAGES.toBeforeFrom });
  if (to.getTime() - from.getTime() > AVAILABILITY_MAX_SPAN_DAYS * DAY_MS) {
    throw new InvalidInputError(AVAILABILITY_MESSAGES.spanTooLong, { to: AVAILABILITY_MESSAGES.spanTooLong });
  }
  return { from, to };
}

// The coach's stored schedule as the engine reads it. The legacy hours are not
// used: weekly_rules holds what they mean (migration 0017 and its trigger).
export function toSchedule(row: ScheduleRow): BookableSchedule {
  return {
    timeZone: row.timeZone,
    sessionLengthMinutes: row.sessionLengthMinutes,
    weeklyRules: row.weeklyRules ?? [],
    dateOverrides: row.dateOverrides,
    timeOff: row.timeOff,
    bufferBeforeMinutes: row.bufferBeforeMinutes,
    bufferAfterMinutes: row.bufferAfterMinutes,
    minNoticeMinutes: row.minNoticeMinutes,
    horizonDays: row.horizonDays,
    maxSessionsPerDay: row.maxSessionsPerDay,
  };
}

// The range to read a coach's busy time over for a query over [from, to)
// (buffers, the session, whole local days for the daily limit: busyLookupRange).
// The repository still adds the longest session before `to`.
export function busyRangeFor(row: ScheduleRow, from: Date, to: Date): { from: Date; to: Date } {
  return busyLookupRange(toSchedule(row), from, to);
}

// `listing`: listingRuleOf(config.payments), so only listed coaches have open times.
export function createAvailabilityService({ db, now, listing }: { db: Database; now: () => Date; listing: ListingRule }) {
  const repo = createAvailabilityRepository(db, listing);

  // The coach's bookings that hold time between from and to.
  const busyIntervals = async (coachId: number, from: Date, to: Date): Promise<Busy[]> =>
    (await repo.findBusyIntervals([coachId], from, to)).get(coachId) ?? [];

  return {
    busyIntervals,

    // undefined when the coach is unknown or not listable (deactivated, unfinished).
    async findOpenSlots(coachId: number, from: Date, to: Date): Promise<CoachOpenSlots | undefined> {
      const row = await repo.findListedSchedule(coachId);
      if (!row) return undefined;
      const range = busyRangeFor(row, from, to);
      const busy = await busyIntervals(coachId, range.from, range.to);
      const slots = listOpenSlots({ schedule: toSchedule(row), busy, from, to, now: now() });
      return { timeZone: row.timeZone, sessionLength: row.sessionLengthMinutes, slots };
    },

    // The server-side authority for "may this start time be booked now?".
    async isBookableSlot(coachId: number, start: Date): Promise<boolean> {
      const row = await repo.findListedSchedule(coachId);
      if (!row) return false;
      const schedule = toSchedule(row);
      const range = busyLookupRange(schedule, start, slotEnd(start, schedule));
      const busy = await busyIntervals(coachId, range.from, range.to);
      return isOpenSlot({ schedule, busy, start, now: now() });
    },

    // Directory filter: two queries in all (the caller's candidate query and one
    // for everybody's bookings), then pure computation per coach.
    async coachesWithOpenSlotIn(candidates: readonly ScheduledCoach[], from: Date, to: Date): Promise<Set<number>> {
      // One query for everybody, over the union of each coach's range.
      let lower = from;
      let upper = to;
      for (const { schedule } of candidates) {
        const range = busyRangeFor(schedule, from, to);
        if (range.from < lower) lower = range.from;
        if (range.to > upper) upper = range.to;
      }
      const busyByCoach = await repo.findBusyIntervals(
        candidates.map((c) => c.coachId),
        lower,
        upper,
      );
      const at = now();
      const open = new Set<number>();
      for (const { coachId, schedule } of candidates) {
        const busy = busyByCoach.get(coachId) ?? [];
        if (hasOpenSlotIn({ schedule: toSchedule(schedule), busy, from, to, now: at })) open.add(coachId);
      }
      return open;
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
