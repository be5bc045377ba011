// The availability engine (docs/product/availability-and-time.md,
// docs/decisions/0042-schedules-and-one-engine.md). Pure: the server uses it for
// the availability endpoint, the directory filter and booking validation, the
// client for display, so both always agree on what an open slot is.
//
// It reads a schedule in either shape: today's single daily window
// (CoachSchedule) or weekly rules with overrides, time off, buffers, per-coach
// notice and horizon and a daily limit (BookableSchedule, schedule.ts).
//
// An open slot is a start instant that
// - is a multiple of slotStepMinutes after local midnight in the COACH's zone
//   (:00 and :30), inside one of that local day's windows: the date override's
//   windows when the date has one (none = closed), else the weekday's rules;
// - has the session [start, start + length) inside that one window: local time
//   >= the window start, and the end no later than the instant the coach's
//   clock reaches the window end that day (touching windows count as one);
// - does not overlap time off or busy time widened by the buffers
//   (availability-blocks.ts; half-open, so touching is fine);
// - falls on a local day with fewer sessions starting on it than the daily
//   limit, counting the pending and confirmed bookings passed in `busy`;
// - is at least the notice after now and at most the horizon x 24 h after now
//   (both bounds inclusive).
// Daylight saving: a start time skipped by spring-forward is not a slot; a
// start time that occurs twice at fall-back is offered once, at its FIRST
// occurrence. A window end that is skipped ends the window at the jump.
import { blockingSpans } from './availability-blocks.js';
import { prepareSchedule, type AnySchedule, type MinuteWindow, type PreparedSchedule } from './availability-prepare.js';
import { countInRange, sessionStarts, type BusyInterval } from './busy-intervals.js';
import { MINUTES_PER_DAY } from './clock-time.js';
import { addDays, utcMsToLocalDate, weekdayIndexOf } from './local-date.js';
import { localDateOf, startOfZonedDay, wallToUtcMs, wallToUtcMsAtOrAfter, zonedDayOffsets } from './time-zone.js';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './time-units.js';

export { WEEKDAYS, type Weekday } from './local-date.js';
export type { BusyInterval, BusyKind } from './busy-intervals.js';
export type { AnySchedule, CoachSchedule } from './availability-prepare.js';
export type { BookableSchedule } from './schedule.js';

export type BookingRules = {
  slotStepMinutes: number;
  /** Default notice; a BookableSchedule's own minNoticeMinutes wins. */
  minNoticeMinutes: number;
  /** Default horizon in days; a BookableSchedule's own horizonDays wins. */
  maxDaysAhead: number;
};

export const BOOKING_RULES: Readonly<BookingRules> = Object.freeze({
  slotStepMinutes: 30,
  minNoticeMinutes: 120,
  maxDaysAhead: 60,
});

// The most days one read of open slots may span (GET /api/coaches/:id/availability).
// Here, not beside the route's schema, so the checkout's code reads it without
// loading the schema library (docs/decisions/0085-signed-in-page-data.md).
export const AVAILABILITY_MAX_SPAN_DAYS = 62;

export type SlotQuery = {
  schedule: AnySchedule;
  /**
   * The coach's pending and confirmed bookings (kind 'session', the default)
   * and other busy time (kind 'event'). Load them over busyLookupRange(): the
   * buffers reach beyond the query range, and the daily limit counts every
   * booking starting on the local days the range touches.
   */
  busy: readonly BusyInterval[];
  /** Inclusive lower bound for slot starts. */
  from: Date;
  /** Exclusive upper bound for slot starts. */
  to: Date;
  now: Date;
  rules?: Partial<BookingRules>;
};

export type SlotCheck = Omit<SlotQuery, 'from' | 'to'> & { start: Date };
export type NextSlotQuery = Omit<SlotQuery, 'from' | 'to'> & { after: Date };

/** Rules come from configuration: a bad value is a programming error, so it throws. */
function resolveRules(overrides: Partial<BookingRules> | undefined): BookingRules {
  // An override given as undefined (e.g. from optional config) keeps the default.
  const rules: BookingRules = {
    slotStepMinutes: overrides?.slotStepMinutes ?? BOOKING_RULES.slotStepMinutes,
    minNoticeMinutes: overrides?.minNoticeMinutes ?? BOOKING_RULES.minNoticeMinutes,
    maxDaysAhead: overrides?.maxDaysAhead ?? BOOKING_RULES.maxDaysAhead,
  };
  const step = rules.slotStepMinutes;
  if (!Number.isInteger(step) || step < 1 || step > MINUTES_PER_DAY) {
    throw new RangeError(`slotStepMinutes must be an integer from 1 to ${MINUTES_PER_DAY}`);
  }
  if (!Number.isFinite(rules.minNoticeMinutes) || rules.minNoticeMinutes < 0) {
    throw new RangeError('minNoticeMinutes must be a non-negative number');
  }
  if (!Number.isFinite(rules.maxDaysAhead) || rules.maxDaysAhead < 0) {
    throw new RangeError('maxDaysAhead must be a non-negative number');
  }
  return rules;
}

// The widest offsets in the time-zone database (Etc/GMT+12, Pacific/Kiritimati).
const MAX_BEHIND_UTC_MS = 12 * HOUR_MS;
const MAX_AHEAD_OF_UTC_MS = 14 * HOUR_MS;

/** Notice and horizon as bounds on slot starts: [earliest, latestExclusive). */
function bookingBounds(schedule: PreparedSchedule, rules: BookingRules, nowMs: number) {
  const notice = schedule.minNoticeMinutes ?? rules.minNoticeMinutes;
  const horizon = schedule.horizonDays ?? rules.maxDaysAhead;
  // The horizon is inclusive, callers' `to` exclusive: 1 ms folds them together.
  return { earliest: nowMs + notice * MINUTE_MS, latestExclusive: nowMs + horizon * DAY_MS + 1 };
}

/**
 * The bounds notice and horizon put on slot starts at `now`, as epoch ms:
 * earliest inclusive, latestExclusive exclusive. Lets a caller that keeps
 * slots computed earlier (the server's availability index) clip them to what
 * the engine would list now; null for a schedule that has no slots at all.
 */
export function slotStartBounds(
  schedule: AnySchedule,
  now: Date,
  rules?: Partial<BookingRules>,
): { earliest: number; latestExclusive: number } | null {
  const prepared = prepareSchedule(schedule);
  if (!prepared || !Number.isFinite(now.getTime())) return null;
  return bookingBounds(prepared, resolveRules(rules), now.getTime());
}

/**
 * Walks open slot starts (epoch ms, ascending) in [from, to) and calls `visit`
 * for each until it returns false. Per local day: one cached offset lookup,
 * then arithmetic only; blocking spans are merged once and followed by a
 * cursor. The walk is lazy: a query answered on its first day reads one day.
 */
function forEachOpenSlot(query: SlotQuery, visit: (startMs: number) => boolean): void {
  const rules = resolveRules(query.rules);
  const schedule = prepareSchedule(query.schedule);
  const nowMs = query.now.getTime();
  if (!schedule || !Number.isFinite(nowMs)) return;

  const bounds = bookingBounds(schedule, rules, nowMs);
  const lower = Math.max(query.from.getTime(), bounds.earliest);
  const upper = Math.min(query.to.getTime(), bounds.latestExclusive);
  if (!(lower < upper)) return;

  const { timeZone, weekly, overrides, lengthMs, maxSessionsPerDay } = schedule;
  const step = rules.slotStepMinutes;
  const blocks = blockingSpans(schedule, query.busy, lower, upper + lengthMs);
  const starts = maxSessionsPerDay === null ? null : sessionStarts(query.busy);
  let cursor = 0;

  // The local dates of `lower` and `upper` bracketed without asking Intl (two
  // lookups per query were half the directory filter's time): every zone is
  // within UTC-12 to UTC+14, so these days always include them. Plus one day of
  // margin on both sides, as cheap insurance. Days outside the range cost a few
  // comparisons: their starts fall before `lower`, or the walk stops at `upper`.
  const firstDayMs = Math.floor((lower - MAX_BEHIND_UTC_MS) / DAY_MS) * DAY_MS - DAY_MS;
  const lastDayMs = Math.floor((upper - 1 + MAX_AHEAD_OF_UTC_MS) / DAY_MS) * DAY_MS + DAY_MS;

  for (let dayMs = firstDayMs; dayMs <= lastDayMs; dayMs += DAY_MS) {
    const date = utcMsToLocalDate(dayMs);
    const windows = (overrides.size > 0 ? overrides.get(dayMs) : undefined) ?? weekly[weekdayIndexOf(date)];
    if (!windows || windows.length === 0) continue;
    const offsets = zonedDayOffsets(date, timeZone);
    if (!offsets) return;
    if (starts && maxSessionsPerDay !== null) {
      // The local day runs from its first instant to the next day's first instant.
      const nextOffsets = zonedDayOffsets(addDays(date, 1), timeZone);
      const dayStart = wallToUtcMsAtOrAfter(offsets, dayMs);
      const dayEnd = nextOffsets ? wallToUtcMsAtOrAfter(nextOffsets, dayMs + DAY_MS) : dayStart + DAY_MS;
      if (countInRange(starts, dayStart, dayEnd) >= maxSessionsPerDay) continue;
    }

    for (let w = 0; w < windows.length; w++) {
      const { from: fromMinute, to: toMinute } = windows[w] as MinuteWindow;
      const latestStart = wallToUtcMsAtOrAfter(offsets, dayMs + toMinute * MINUTE_MS) - lengthMs;
      for (let minute = Math.ceil(fromMinute / step) * step; minute < toMinute; minute += step) {
        const start = wallToUtcMs(offsets, dayMs + minute * MINUTE_MS);
        if (start === null) continue; // skipped by spring-forward
        // Starts grow with the wall time, so nothing later in this window can fit either.
        if (start > latestStart) break;
        if (start < lower) continue;
        if (start >= upper) return;
        const end = start + lengthMs;
        let next = blocks[cursor];
        while (next && next.end <= start) next = blocks[++cursor];
        if (next && next.start < end) continue;
        if (!visit(start)) return;
      }
    }
  }
}

/** Open slot starts with from <= start < to, ascending, clipped to [now + notice, now + maxDaysAhead]. */
export function listOpenSlots(query: SlotQuery): Date[] {
  const slots: Date[] = [];
  forEachOpenSlot(query, (start) => {
    slots.push(new Date(start));
    return true;
  });
  return slots;
}

/** Whether at least one open slot exists in [from, to); stops at the first (directory filter). */
export function hasOpenSlotIn(query: SlotQuery): boolean {
  let found = false;
  forEachOpenSlot(query, () => {
    found = true;
    return false;
  });
  return found;
}

/**
 * Whether `start` is exactly an open slot (booking validation). `busy` must
 * not contain the booking being validated. A start off the slot grid (e.g.
 * :15, or with seconds) is never open.
 */
export function isOpenSlot(check: SlotCheck): boolean {
  const startMs = check.start.getTime();
  if (!Number.isFinite(startMs)) return false;
  let found = false;
  forEachOpenSlot({ ...check, from: check.start, to: new Date(startMs + 1) }, (start) => {
    found = start === startMs;
    return false;
  });
  return found;
}

/**
 * The first open slot at or after `after` (within notice and horizon), or
 * null. Stops at the first one found, so a coach free today costs one day.
 */
export function nextOpenSlot(query: NextSlotQuery): Date | null {
  let found: number | null = null;
  forEachOpenSlot({ ...query, from: query.after, to: new Date(8.64e15) }, (start) => {
    found = start;
    return false;
  });
  return found === null ? null : new Date(found);
}

/**
 * The range over which a caller must load the coach's busy intervals for a
 * query over [from, to): widened by the buffers and the session length, and to
 * whole local days in the coach's zone when the schedule has a daily limit.
 */
export function busyLookupRange(schedule: AnySchedule, from: Date, to: Date): { from: Date; to: Date } {
  const prepared = prepareSchedule(schedule);
  if (!prepared || !(from.getTime() < to.getTime())) return { from, to };
  const pad = prepared.bufferBeforeMs + prepared.bufferAfterMs;
  let lower = from.getTime() - pad;
  let upper = to.getTime() + prepared.lengthMs + pad;
  if (prepared.maxSessionsPerDay !== null) {
    const zone = prepared.timeZone;
    lower = Math.min(lower, startOfZonedDay(localDateOf(from, zone), zone).getTime());
    upper = Math.max(upper, startOfZonedDay(addDays(localDateOf(new Date(to.getTime() - 1), zone), 1), zone).getTime());
  }
  return { from: new Date(lower), to: new Date(upper) };
}

/** End of a session starting at `start` (end time stored with a booking). */
export function slotEnd(start: Date, schedule: Pick<AnySchedule, 'sessionLengthMinutes'>): Date {
  return new Date(start.getTime() + schedule.sessionLengthMinutes * MINUTE_MS);
}
