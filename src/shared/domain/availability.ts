// The availability engine (docs/product/availability-and-time.md). Pure: the server uses it for
// the availability endpoint, the directory filter and booking validation, the
// client for display, so both always agree on what an open slot is.
//
// An open slot is a start instant that
// - is a multiple of slotStepMinutes after local midnight in the COACH's zone
//   (:00 and :30), on one of the coach's availableDays (in the coach's zone);
// - has local time >= availableFrom, and start + session length <= the
//   instant the coach's clock reaches availableTo that day;
// - does not overlap a busy interval (half-open, so touching is fine);
// - is at least minNoticeMinutes after now and at most maxDaysAhead x 24 h
//   after now (both bounds inclusive).
// Daylight saving: a start time skipped by spring-forward is not a slot; a
// start time that occurs twice at fall-back is offered once, at its FIRST
// occurrence. A window end that is skipped ends the window at the jump.
import { mergeBusyIntervals, type BusyInterval, type BusySpan } from './busy-intervals.js';
import { MINUTES_PER_DAY, parseClockTime } from './clock-time.js';
import { WEEKDAYS, addDays, localDateToUtcMs, utcMsToLocalDate, weekdayIndexOf } from './local-date.js';
import { isValidTimeZone, localDateOf, wallToUtcMs, wallToUtcMsAtOrAfter, zonedDayOffsets } from './time-zone.js';
import { DAY_MS, MINUTE_MS } from './time-units.js';

export { WEEKDAYS, type Weekday } from './local-date.js';
export type { BusyInterval } from './busy-intervals.js';

export type CoachSchedule = {
  /** IANA zone the other fields are expressed in. */
  timeZone: string;
  /** Lowercase weekday names, 'monday'..'sunday'. */
  availableDays: readonly string[];
  /** 'HH:MM' local start of the daily window. */
  availableFrom: string | null;
  /** 'HH:MM' local end of the daily window (exclusive); '24:00' = end of day. */
  availableTo: string | null;
  sessionLengthMinutes: number;
};

export type BookingRules = {
  slotStepMinutes: number;
  minNoticeMinutes: number;
  maxDaysAhead: number;
};

export const BOOKING_RULES: Readonly<BookingRules> = Object.freeze({
  slotStepMinutes: 30,
  minNoticeMinutes: 120,
  maxDaysAhead: 60,
});

export type SlotQuery = {
  schedule: CoachSchedule;
  busy: readonly BusyInterval[];
  /** Inclusive lower bound for slot starts. */
  from: Date;
  /** Exclusive upper bound for slot starts. */
  to: Date;
  now: Date;
  rules?: Partial<BookingRules>;
};

export type SlotCheck = Omit<SlotQuery, 'from' | 'to'> & { start: Date };

type PreparedSchedule = {
  timeZone: string;
  days: readonly boolean[];
  fromMinute: number;
  toMinute: number;
  lengthMs: number;
};

/** Schedules come from user-edited data: anything unusable means "no slots", never an exception. */
function prepareSchedule(schedule: CoachSchedule): PreparedSchedule | null {
  const { timeZone, availableDays, sessionLengthMinutes } = schedule;
  if (!isValidTimeZone(timeZone)) return null;
  const fromMinute = parseClockTime(schedule.availableFrom);
  const toMinute = parseClockTime(schedule.availableTo, true);
  if (fromMinute === null || toMinute === null || toMinute <= fromMinute) return null;
  if (typeof sessionLengthMinutes !== 'number' || !Number.isFinite(sessionLengthMinutes) || sessionLengthMinutes <= 0) {
    return null;
  }
  const days = WEEKDAYS.map(() => false);
  if (Array.isArray(availableDays)) {
    for (const name of availableDays) {
      const index = typeof name === 'string' ? (WEEKDAYS as readonly string[]).indexOf(name.trim().toLowerCase()) : -1;
      if (index >= 0) days[index] = true;
    }
  }
  if (!days.includes(true)) return null;
  return { timeZone, days, fromMinute, toMinute, lengthMs: sessionLengthMinutes * MINUTE_MS };
}

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

/**
 * Walks open slot starts (epoch ms, ascending) in [from, to) and calls `visit`
 * for each until it returns false. Per local day: one cached offset lookup,
 * then arithmetic only; busy spans are merged once and followed by a cursor.
 */
function forEachOpenSlot(query: SlotQuery, visit: (startMs: number) => boolean): void {
  const rules = resolveRules(query.rules);
  const schedule = prepareSchedule(query.schedule);
  const nowMs = query.now.getTime();
  if (!schedule || !Number.isFinite(nowMs)) return;

  const lower = Math.max(query.from.getTime(), nowMs + rules.minNoticeMinutes * MINUTE_MS);
  // The horizon is inclusive, the caller's `to` exclusive: fold both into one exclusive bound.
  const upper = Math.min(query.to.getTime(), nowMs + rules.maxDaysAhead * DAY_MS + 1);
  if (!(lower < upper)) return;

  const { timeZone, days, fromMinute, toMinute, lengthMs } = schedule;
  const step = rules.slotStepMinutes;
  const firstMinute = Math.ceil(fromMinute / step) * step;
  const busy: BusySpan[] = mergeBusyIntervals(query.busy);
  let cursor = 0;

  // One day of margin on both sides, as cheap insurance: where clocks fall back
  // across midnight (e.g. Chile), local dates do not grow monotonically.
  const firstDayMs = localDateToUtcMs(addDays(localDateOf(new Date(lower), timeZone), -1));
  const lastDayMs = localDateToUtcMs(addDays(localDateOf(new Date(upper - 1), timeZone), 1));

  for (let dayMs = firstDayMs; dayMs <= lastDayMs; dayMs += DAY_MS) {
    const date = utcMsToLocalDate(dayMs);
    if (!days[weekdayIndexOf(date)]) continue;
    const offsets = zonedDayOffsets(date, timeZone);
    if (!offsets) return;
    const latestStart = wallToUtcMsAtOrAfter(offsets, dayMs + toMinute * MINUTE_MS) - lengthMs;

    for (let minute = firstMinute; minute < toMinute; minute += step) {
      const start = wallToUtcMs(offsets, dayMs + minute * MINUTE_MS);
      if (start === null) continue; // skipped by spring-forward
      // Starts grow with the wall time, so nothing later this day can fit either.
      if (start > latestStart) break;
      if (start < lower) continue;
      if (start >= upper) return;
      const end = start + lengthMs;
      let next = busy[cursor];
      while (next && next.end <= start) next = busy[++cursor];
      if (next && next.start < end) continue;
      if (!visit(start)) return;
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

/** End of a session starting at `start` (end time stored with a booking). */
export function slotEnd(start: Date, schedule: Pick<CoachSchedule, 'sessionLengthMinutes'>): Date {
  return new Date(start.getTime() + schedule.sessionLengthMinutes * MINUTE_MS);
}
