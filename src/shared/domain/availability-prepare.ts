// Turns either schedule shape into the engine's working form once per query:
// per-weekday windows in minutes after local midnight, overrides keyed by the
// local date, and the per-coach numbers. Schedules come from user-edited data:
// an unusable window or entry is dropped and an unusable schedule means "no
// slots", never an exception (the zod schema is what tells the coach).
import { parseClockTime } from './clock-time.js';
import { WEEKDAYS, localDateToUtcMs, utcMsToLocalDate } from './local-date.js';
import type { BookableSchedule, HoursWindow, LegacyHours, TimeOff } from './schedule.js';
import { isValidTimeZone } from './time-zone.js';
import { MINUTE_MS } from './time-units.js';

/** Today's shape (one window on the listed days); still accepted everywhere. */
export type CoachSchedule = LegacyHours & {
  /** IANA zone the other fields are expressed in. */
  timeZone: string;
  sessionLengthMinutes: number;
};

export type AnySchedule = CoachSchedule | BookableSchedule;

/** Minutes after local midnight, from < to, sorted and disjoint (touching windows merged). */
export type MinuteWindow = { from: number; to: number };

export type PreparedSchedule = {
  timeZone: string;
  lengthMs: number;
  weekly: readonly (readonly MinuteWindow[])[];
  /** Local date (as Date.UTC of its fields) -> that day's windows; empty = closed. */
  overrides: ReadonlyMap<number, readonly MinuteWindow[]>;
  timeOff: readonly TimeOff[];
  bufferBeforeMs: number;
  bufferAfterMs: number;
  /** undefined: take the query's rules (today's shape has no per-coach values). */
  minNoticeMinutes: number | undefined;
  horizonDays: number | undefined;
  maxSessionsPerDay: number | null;
};

const NO_WINDOWS: readonly MinuteWindow[] = Object.freeze([]);
const NO_OVERRIDES: ReadonlyMap<number, readonly MinuteWindow[]> = new Map();
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isRuleSchedule(schedule: AnySchedule): schedule is BookableSchedule {
  return Array.isArray((schedule as Partial<BookableSchedule>).weeklyRules);
}

/** Date.UTC of a 'YYYY-MM-DD' local date, or null when it is not a real date. */
export function parseLocalDateMs(value: unknown): number | null {
  const match = typeof value === 'string' ? LOCAL_DATE.exec(value) : null;
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const ms = localDateToUtcMs(date);
  const back = utcMsToLocalDate(ms);
  return back.year === date.year && back.month === date.month && back.day === date.day ? ms : null;
}

/** A 'YYYY-MM-DDTHH:MM' local date-time as { dayMs, minute }, or null. */
export function parseLocalDateTime(value: unknown): { dayMs: number; minute: number } | null {
  if (typeof value !== 'string' || value.length !== 16 || value[10] !== 'T') return null;
  const dayMs = parseLocalDateMs(value.slice(0, 10));
  const minute = parseClockTime(value.slice(11));
  return dayMs === null || minute === null ? null : { dayMs, minute };
}

function toMinuteWindow(window: HoursWindow | undefined): MinuteWindow | null {
  if (!window) return null;
  const from = parseClockTime(window.start);
  const to = parseClockTime(window.end, true);
  return from === null || to === null || to <= from ? null : { from, to };
}

/** Usable windows, sorted, with overlapping or touching ones joined. */
export function normaliseWindows(windows: readonly (MinuteWindow | null)[]): MinuteWindow[] {
  const usable = windows.filter((w): w is MinuteWindow => w !== null).sort((a, b) => a.from - b.from);
  const merged: MinuteWindow[] = [];
  for (const window of usable) {
    const last = merged[merged.length - 1];
    if (last && window.from <= last.to) last.to = Math.max(last.to, window.to);
    else merged.push({ ...window });
  }
  return merged;
}

const isMinutes = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;

function prepareLegacy(schedule: CoachSchedule, lengthMs: number): PreparedSchedule | null {
  const from = parseClockTime(schedule.availableFrom);
  const to = parseClockTime(schedule.availableTo, true);
  if (from === null || to === null || to <= from || !Array.isArray(schedule.availableDays)) return null;
  const window: readonly MinuteWindow[] = [{ from, to }];
  const weekly = WEEKDAYS.map(() => NO_WINDOWS);
  let any = false;
  for (const name of schedule.availableDays) {
    const index = typeof name === 'string' ? (WEEKDAYS as readonly string[]).indexOf(name.trim().toLowerCase()) : -1;
    if (index >= 0) {
      weekly[index] = window;
      any = true;
    }
  }
  if (!any) return null;
  return {
    timeZone: schedule.timeZone,
    lengthMs,
    weekly,
    overrides: NO_OVERRIDES,
    timeOff: [],
    bufferBeforeMs: 0,
    bufferAfterMs: 0,
    minNoticeMinutes: undefined,
    horizonDays: undefined,
    maxSessionsPerDay: null,
  };
}

function prepareRules(schedule: BookableSchedule, lengthMs: number): PreparedSchedule | null {
  const { bufferBeforeMinutes, bufferAfterMinutes, minNoticeMinutes, horizonDays, maxSessionsPerDay } = schedule;
  // Out-of-range numbers cannot have passed the schema: nothing is offered rather than guessed.
  if (!isMinutes(bufferBeforeMinutes, 24 * 60) || !isMinutes(bufferAfterMinutes, 24 * 60)) return null;
  if (!isMinutes(minNoticeMinutes, Number.MAX_SAFE_INTEGER) || !isMinutes(horizonDays, 100_000)) return null;
  if (maxSessionsPerDay != null && !isMinutes(maxSessionsPerDay, Number.MAX_SAFE_INTEGER)) return null;

  const byDay: (MinuteWindow | null)[][] = WEEKDAYS.map(() => []);
  for (const rule of schedule.weeklyRules) {
    const index = WEEKDAYS.indexOf(rule?.weekday);
    if (index >= 0) byDay[index]?.push(toMinuteWindow(rule));
  }
  const overrides = new Map<number, readonly MinuteWindow[]>();
  for (const override of Array.isArray(schedule.dateOverrides) ? schedule.dateOverrides : []) {
    const dayMs = parseLocalDateMs(override?.date);
    if (dayMs === null || !Array.isArray(override.windows)) continue;
    // A date listed twice keeps the hours of both entries rather than silently losing one.
    const previous = overrides.get(dayMs) ?? [];
    overrides.set(dayMs, normaliseWindows([...previous, ...override.windows.map(toMinuteWindow)]));
  }
  return {
    timeZone: schedule.timeZone,
    lengthMs,
    weekly: byDay.map((windows) => (windows.length > 0 ? normaliseWindows(windows) : NO_WINDOWS)),
    overrides: overrides.size > 0 ? overrides : NO_OVERRIDES,
    timeOff: Array.isArray(schedule.timeOff) ? schedule.timeOff : [],
    bufferBeforeMs: bufferBeforeMinutes * MINUTE_MS,
    bufferAfterMs: bufferAfterMinutes * MINUTE_MS,
    minNoticeMinutes,
    horizonDays,
    maxSessionsPerDay: maxSessionsPerDay ?? null,
  };
}

export function prepareSchedule(schedule: AnySchedule): PreparedSchedule | null {
  const { timeZone, sessionLengthMinutes } = schedule;
  if (!isValidTimeZone(timeZone)) return null;
  if (typeof sessionLengthMinutes !== 'number' || !Number.isFinite(sessionLengthMinutes) || sessionLengthMinutes <= 0) {
    return null;
  }
  const lengthMs = sessionLengthMinutes * MINUTE_MS;
  return isRuleSchedule(schedule) ? prepareRules(schedule, lengthMs) : prepareLegacy(schedule, lengthMs);
}
