// A coach's schedule: when they work and how they take bookings
// (docs/decisions/0042-schedules-and-one-engine.md). Every clock time and date
// here is a wall-clock reading in the coach's IANA zone, so "Monday 09:00" stays
// 09:00 across daylight-saving changes. The zod schema with the messages a coach
// sees is src/shared/schemas/schedule.ts; the engine that turns a schedule into
// open slots is availability.ts.
import { MINUTES_PER_DAY, parseClockTime } from './clock-time.js';
import { WEEKDAYS, type Weekday } from './local-date.js';

export type { Weekday } from './local-date.js';

/** 'HH:MM' from '00:00' to '23:45'; an end may also be '24:00' (the end of the day). */
export type ClockTime = string;

/** A stretch of working time within one local day, start inclusive, end exclusive. */
export type HoursWindow = { start: ClockTime; end: ClockTime };

/** Regular hours: several rules on the same weekday give several windows that day. */
export type WeeklyRule = HoursWindow & { weekday: Weekday };

/**
 * Different hours on one local date ('YYYY-MM-DD'), replacing that weekday's
 * rules for the date. No windows means closed all day.
 */
export type DateOverride = { date: string; windows: HoursWindow[] };

/**
 * Time off from one local date-time to another ('YYYY-MM-DDTHH:MM', end
 * exclusive), e.g. a holiday from '2026-12-24T00:00' to '2027-01-02T00:00'.
 * Local, not instants, like everything else the coach enters: a day off is a
 * day on the coach's own calendar, and it stays that day if the coach later
 * changes zone.
 */
export type TimeOff = { start: string; end: string };

export type Schedule = {
  timeZone: string;
  weeklyRules: WeeklyRule[];
  dateOverrides: DateOverride[];
  timeOff: TimeOff[];
  /** Free time kept before every session (preparation), 0-60. */
  bufferBeforeMinutes: number;
  /** Free time kept after every session (notes, rest), 0-60. */
  bufferAfterMinutes: number;
  /** How long before its start a session can still be booked, 0 to 7 days. */
  minNoticeMinutes: number;
  /** How many days ahead sessions can be booked, 1-85. */
  horizonDays: number;
  /** At most this many sessions start on one local day; null = no limit. */
  maxSessionsPerDay: number | null;
};

/** What the engine needs: the schedule plus the coach's session length. */
export type BookableSchedule = Schedule & { sessionLengthMinutes: number };

/** Today's single daily window (coach_profiles.available_days / _from / _to). */
export type LegacyHours = {
  availableDays: readonly string[];
  availableFrom: string | null;
  availableTo: string | null;
};

export const SCHEDULE_LIMITS = Object.freeze({
  bufferMaxMinutes: 60,
  minNoticeMaxMinutes: 7 * MINUTES_PER_DAY,
  horizonMaxDays: 85,
  // A session every half hour around the clock; beyond that a limit means nothing.
  maxSessionsPerDayMax: 48,
  // Bounds on list sizes so a stored schedule stays cheap to evaluate.
  weeklyRulesMax: 70,
  dateOverridesMax: 400,
  windowsPerDayMax: 10,
  timeOffMax: 200,
});

export const SCHEDULE_DEFAULTS = Object.freeze({
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 120,
  horizonDays: 60,
  maxSessionsPerDay: null,
});

function formatClock(minutes: number): ClockTime {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Today's days-and-one-window hours as weekly rules: one rule per available
 * day, in Monday-first order. Unusable input gives no rules (no slots), as the
 * engine treats it today: a missing or malformed time, or an end not after the
 * start. Day names are matched like the engine does (trimmed, any case).
 */
export function weeklyRulesFromLegacy(hours: LegacyHours): WeeklyRule[] {
  const from = parseClockTime(hours.availableFrom);
  const to = parseClockTime(hours.availableTo, true);
  if (from === null || to === null || to <= from || !Array.isArray(hours.availableDays)) return [];
  const wanted = new Set(hours.availableDays.map((day) => (typeof day === 'string' ? day.trim().toLowerCase() : '')));
  return WEEKDAYS.filter((weekday) => wanted.has(weekday)).map((weekday) => ({
    weekday,
    start: formatClock(from),
    end: formatClock(to),
  }));
}

/** Weekly hours alone: no dates or time off, every other setting at its default. */
export function weeklySchedule(timeZone: string, weeklyRules: WeeklyRule[]): Schedule {
  return { timeZone, weeklyRules, dateOverrides: [], timeOff: [], ...SCHEDULE_DEFAULTS };
}

/** A full schedule equivalent to today's hours, with every other setting at its default. */
export function scheduleFromLegacy<T extends LegacyHours & { timeZone: string }>(hours: T): Schedule {
  return weeklySchedule(hours.timeZone, weeklyRulesFromLegacy(hours));
}
