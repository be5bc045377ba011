// IANA time-zone arithmetic on top of the built-in Intl API (no dependency,
// identical in Node and the browser). The machine's own zone is never used.
//
// Model: around one local calendar date a zone has at most ONE offset change
// (true for every tzdb rule in use), so a date is described by the offset
// before, the offset after and the instant of the change. Wall-clock times of
// that date are then converted with plain arithmetic; Intl is consulted only
// a couple of times per (zone, date), and the result is cached because the
// directory filter evaluates ~1,000 coaches per request.
import {
  formatLocalDate,
  localDateToUtcMs,
  utcMsToLocalDate,
  weekdayOf,
  type LocalDate,
  type LocalTime,
  type Weekday,
} from './local-date.js';
import { HOUR_MS, MINUTE_MS } from './time-units.js';

export type ZonedParts = LocalDate & LocalTime & { second: number; weekday: Weekday };

/** Offsets (ms, wall minus UTC) in effect around one local date. */
export type DayOffsets = {
  before: number;
  after: number;
  /** Epoch ms of the change; Infinity when before === after. */
  transitionAt: number;
};

// Every local instant of a date (including its 24:00) lies inside this bracket,
// because real offsets range from -12:00 to +14:00.
const BRACKET_BEFORE_MS = 15 * HOUR_MS;
const BRACKET_AFTER_MS = 37 * HOUR_MS;
// Bounded caches: zone strings may come from visitors, so memory must not grow forever.
const MAX_FORMATTERS = 500;
const MAX_DAY_ENTRIES = 50_000;

const formatters = new Map<string, Intl.DateTimeFormat | null>();
const dayOffsetCache = new Map<string, DayOffsets>();

/** One formatter per zone: constructing Intl.DateTimeFormat is the slow part. */
function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(timeZone);
  if (cached !== undefined) return cached;
  let formatter: Intl.DateTimeFormat | null = null;
  if (typeof timeZone === 'string' && timeZone.trim() !== '') {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        calendar: 'gregory',
        numberingSystem: 'latn',
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      formatter = null;
    }
  }
  if (formatters.size >= MAX_FORMATTERS) formatters.clear();
  formatters.set(timeZone, formatter);
  return formatter;
}

function requireFormatter(timeZone: string): Intl.DateTimeFormat {
  const formatter = formatterFor(timeZone);
  if (!formatter) throw new RangeError(`Unknown time zone: ${String(timeZone)}`);
  return formatter;
}

/** The local wall-clock reading at `ms`, expressed as a UTC epoch (seconds precision). */
function wallMsAt(formatter: Intl.DateTimeFormat, ms: number): number {
  let year = 0;
  let month = 1;
  let day = 1;
  let hour = 0;
  let minute = 0;
  let second = 0;
  for (const part of formatter.formatToParts(ms)) {
    const value = Number(part.value);
    switch (part.type) {
      case 'year':
        year = value;
        break;
      case 'month':
        month = value;
        break;
      case 'day':
        day = value;
        break;
      // Some older engines print midnight as 24 even with h23.
      case 'hour':
        hour = value % 24;
        break;
      case 'minute':
        minute = value;
        break;
      case 'second':
        second = value;
        break;
      default:
        break;
    }
  }
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

function offsetAt(formatter: Intl.DateTimeFormat, ms: number): number {
  return wallMsAt(formatter, ms) - Math.floor(ms / 1000) * 1000;
}

export function isValidTimeZone(timeZone: string): boolean {
  return formatterFor(timeZone) !== null;
}

/** Offset in ms (local wall minus UTC) at an instant; throws RangeError for an unknown zone. */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  return offsetAt(requireFormatter(timeZone), instant.getTime());
}

/** Local calendar fields of an instant; throws RangeError for an unknown zone or invalid date. */
export function utcToZonedParts(instant: Date, timeZone: string): ZonedParts {
  const wall = new Date(wallMsAt(requireFormatter(timeZone), instant.getTime()));
  const date = utcMsToLocalDate(wall.getTime());
  return {
    ...date,
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: weekdayOf(date),
  };
}

export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const { year, month, day } = utcToZonedParts(instant, timeZone);
  return { year, month, day };
}

/** 'YYYY-MM-DD' of the instant in the zone. */
export function localDateKey(instant: Date, timeZone: string): string {
  return formatLocalDate(localDateOf(instant, timeZone));
}

/**
 * Offsets around a local date, or null for an unknown zone. Finds the change
 * instant by bisection (to the second) only on the rare dates that have one.
 */
export function zonedDayOffsets(date: LocalDate, timeZone: string): DayOffsets | null {
  const dayMs = localDateToUtcMs(date);
  const key = `${timeZone}\u0000${dayMs}`;
  const cached = dayOffsetCache.get(key);
  if (cached) return cached;
  const formatter = formatterFor(timeZone);
  if (!formatter || !Number.isFinite(dayMs)) return null;

  let lo = dayMs - BRACKET_BEFORE_MS;
  let hi = dayMs + BRACKET_AFTER_MS;
  const before = offsetAt(formatter, lo);
  const after = offsetAt(formatter, hi);
  let transitionAt = Number.POSITIVE_INFINITY;
  if (before !== after) {
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
      if (offsetAt(formatter, mid) === before) lo = mid;
      else hi = mid;
    }
    transitionAt = hi;
  }
  const result: DayOffsets = { before, after, transitionAt };
  if (dayOffsetCache.size >= MAX_DAY_ENTRIES) dayOffsetCache.clear();
  dayOffsetCache.set(key, result);
  return result;
}

/**
 * Epoch ms of a wall time (given as Date.UTC of its fields) using the date's
 * offsets. null when the wall time falls in a spring-forward gap. When it is
 * ambiguous (fall-back), the FIRST occurrence wins so a day never lists the
 * same local time twice.
 */
export function wallToUtcMs(offsets: DayOffsets, wallMs: number): number | null {
  const early = wallMs - offsets.before;
  if (offsets.before === offsets.after || early < offsets.transitionAt) return early;
  const late = wallMs - offsets.after;
  return late >= offsets.transitionAt ? late : null;
}

/**
 * The first instant whose local time is at or after the wall time: equal to
 * wallToUtcMs, except that a time skipped by a spring-forward gap resolves to
 * the moment of the jump. Used for window ends and day starts.
 */
export function wallToUtcMsAtOrAfter(offsets: DayOffsets, wallMs: number): number {
  return wallToUtcMs(offsets, wallMs) ?? offsets.transitionAt;
}

/**
 * The last moment the clock reaches the wall time counting up: after it, the
 * clock never again shows an earlier time that day. Used for the end of time
 * off, which so covers every instant whose wall time lies before its end.
 * - A time inside the repeated hour at fall-back is reached twice: the second
 *   time counts. The first minute of that hour is the exception: the second
 *   time the clock lands on it by jumping back, not by counting up to it.
 * - A time skipped at spring-forward resolves to the moment of the jump.
 */
export function wallToUtcMsLastReached(offsets: DayOffsets, wallMs: number): number {
  if (offsets.before === offsets.after) return wallMs - offsets.before;
  const late = wallMs - offsets.after;
  if (late > offsets.transitionAt) return late;
  const early = wallMs - offsets.before;
  return early < offsets.transitionAt ? early : offsets.transitionAt;
}

function isValidWallTime(date: LocalDate, time: LocalTime): boolean {
  const { year, month, day } = date;
  const { hour, minute } = time;
  if (![year, month, day, hour, minute].every(Number.isInteger)) return false;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59) return false;
  const roundTrip = utcMsToLocalDate(localDateToUtcMs(date));
  return roundTrip.year === year && roundTrip.month === month && roundTrip.day === day;
}

/**
 * The instant at which the zone's clocks show `date` `time`.
 * Returns null when that local time does not exist (spring-forward gap, or an
 * impossible date such as 31 April); for an ambiguous time (fall-back) returns
 * the FIRST occurrence. Throws RangeError for an unknown zone.
 */
export function zonedWallTimeToUtc(date: LocalDate, time: LocalTime, timeZone: string): Date | null {
  requireFormatter(timeZone);
  if (!isValidWallTime(date, time)) return null;
  const offsets = zonedDayOffsets(date, timeZone);
  if (!offsets) return null;
  const ms = wallToUtcMs(offsets, localDateToUtcMs(date) + (time.hour * 60 + time.minute) * MINUTE_MS);
  return ms === null ? null : new Date(ms);
}

/**
 * First instant of a local date. Usually 00:00, but in zones whose clocks
 * jump over midnight it is the moment of the jump. Throws for an unknown zone.
 */
export function startOfZonedDay(date: LocalDate, timeZone: string): Date {
  requireFormatter(timeZone);
  const offsets = zonedDayOffsets(date, timeZone);
  if (!offsets) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return new Date(wallToUtcMsAtOrAfter(offsets, localDateToUtcMs(date)));
}
