// The booking calendar's month pages: Sunday-first weeks of plain local dates
// (no zone involved; the caller decides which local date is "today").
import { INTL_TAG, type Locale } from '@shared/i18n/locales';
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
// Per reader's language (the formatters are costly to build, so each is made once).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(locale: Locale, kind: 'month' | 'day' | 'weekdayShort' | 'weekdayLong'): Intl.DateTimeFormat {
  const key = `${locale}:${kind}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Record<typeof kind, Intl.DateTimeFormatOptions> = {
      month: { month: 'long', year: 'numeric' },
      day: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
      weekdayShort: { weekday: 'short' },
      weekdayLong: { weekday: 'long' },
    };
    formatter = new Intl.DateTimeFormat(INTL_TAG[locale], { ...options[kind], timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
}

// Sunday first, as the grid: [shown, full name]. English keeps its two-letter
// headers; other languages take Intl's short name without its period ("Mo", "lu").
const ENGLISH_WEEKDAYS: [string, string][] = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
];
export function weekdayHeaders(locale: Locale): [string, string][] {
  if (locale === 'en') return ENGLISH_WEEKDAYS;
  // 2030-01-06 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(Date.UTC(2030, 0, 6 + i));
    const short = formatterFor(locale, 'weekdayShort').format(date).replace(/\.$/, '').slice(0, 2);
    return [short, formatterFor(locale, 'weekdayLong').format(date)];
  });
}

export function monthLabel({ year, month }: YearMonth, locale: Locale = 'en'): string {
  return formatterFor(locale, 'month').format(new Date(localDateToUtcMs({ year, month, day: 1 })));
}

/** 'Saturday, November 21, 2026' for a calendar day's accessible name. */
export function dayLabel(date: LocalDate, locale: Locale = 'en'): string {
  return formatterFor(locale, 'day').format(new Date(localDateToUtcMs(date)));
}

export { formatLocalDate };
