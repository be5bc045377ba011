// The booking calendar's month pages: Sunday-first weeks of plain local dates
// (no zone involved; the caller decides which local date is "today").
import { addDays, formatLocalDate, localDateToUtcMs, weekdayIndexOf, type LocalDate } from '@shared/domain/local-date';

export type YearMonth = { year: number; month: number };

export function addMonths(value: YearMonth, count: number): YearMonth {
  const index = value.year * 12 + (value.month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** 'YYYY-MM-DD' back to its parts (keys come from formatLocalDate, so they are well formed). */
export function parseDateKey(dateKey: string): LocalDate {
  const [year = 1970, month = 1, day = 1] = dateKey.split('-').map(Number);
  return { year, month, day };
}

export function monthOf(dateKey: string): YearMonth {
  const { year, month } = parseDateKey(dateKey);
  return { year, month };
}

/** Weeks of 7 cells, Sunday first; cells outside the month are null. */
export function monthGrid({ year, month }: YearMonth): (LocalDate | null)[][] {
  const first: LocalDate = { year, month, day: 1 };
  // weekdayIndexOf counts from Monday; shift so Sunday is column 0.
  const leading = (weekdayIndexOf(first) + 1) % 7;
  const cells: (LocalDate | null)[] = Array.from({ length: leading }, () => null);
  for (let date = first; date.month === month; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (LocalDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

// Formatted in UTC from the plain date so the machine's zone cannot shift the day.
const monthFormatter = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormatter = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function monthLabel({ year, month }: YearMonth): string {
  return monthFormatter.format(new Date(localDateToUtcMs({ year, month, day: 1 })));
}

/** 'Saturday, November 21, 2026' for a calendar day's accessible name. */
export function dayLabel(date: LocalDate): string {
  return dayFormatter.format(new Date(localDateToUtcMs(date)));
}

export { formatLocalDate };
