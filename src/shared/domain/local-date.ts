// Calendar arithmetic on plain local dates (no time zone involved). Done with
// Date.UTC so the machine's own zone can never leak into the result.
import { DAY_MS } from './time-units.js';

export type LocalDate = { year: number; month: number; day: number };
export type LocalTime = { hour: number; minute: number };

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** Monday first, as the schedule editor lists them; index + 1 is the ISO weekday number. */
export const WEEKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

// The names the schedule's messages and forms show, one spelling for all of them.
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** Midnight of the date expressed as if it were UTC: the basis for wall-clock arithmetic. */
export function localDateToUtcMs(date: LocalDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

export function utcMsToLocalDate(ms: number): LocalDate {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return utcMsToLocalDate(localDateToUtcMs(date) + days * DAY_MS);
}

/** ISO weekday index: 0 = monday ... 6 = sunday (index into WEEKDAYS). */
export function weekdayIndexOf(date: LocalDate): number {
  return (new Date(localDateToUtcMs(date)).getUTCDay() + 6) % 7;
}

export function weekdayOf(date: LocalDate): Weekday {
  // The modulo above keeps the index in 0..6, so the lookup always succeeds.
  return WEEKDAYS[weekdayIndexOf(date)] as Weekday;
}

/** 'YYYY-MM-DD', the key the booking calendar and the API use for a day. */
export function formatLocalDate(date: LocalDate): string {
  const mm = String(date.month).padStart(2, '0');
  const dd = String(date.day).padStart(2, '0');
  return `${String(date.year).padStart(4, '0')}-${mm}-${dd}`;
}
