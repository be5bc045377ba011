// The booking calendar's month pages: weeks of plain local dates starting on
// the reader's first day of the week (no zone involved; the caller decides
// which local date is "today").
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

// Days as Intl.Locale's week information counts them: 1 Monday ... 7 Sunday.
export type WeekDay = 1 | 2 | 3 | 4 | 5 | 6 | 7;

// For engines without week information (Firefox before 2025, Node 20 only has
// the older weekInfo getter): the first day in each language's region.
const FIRST_DAY_FALLBACK: Record<Locale, WeekDay> = { en: 7, de: 1, es: 1 };

type WeekInfoLocale = Intl.Locale & { getWeekInfo?: () => { firstDay?: number }; weekInfo?: { firstDay?: number } };

// The first day of the week where the reader lives: Sunday in the United
// States, Monday in Germany and Spain.
export function firstDayOfWeek(locale: Locale): WeekDay {
  const intl = new Intl.Locale(INTL_TAG[locale]) as WeekInfoLocale;
  const firstDay = (typeof intl.getWeekInfo === 'function' ? intl.getWeekInfo() : intl.weekInfo)?.firstDay;
  return firstDay !== undefined && firstDay >= 1 && firstDay <= 7 ? (firstDay as WeekDay) : FIRST_DAY_FALLBACK[locale];
}

/** Weeks of 7 cells starting on firstDay (Sunday by default); cells outside the month are null. */
export function monthGrid({ year, month }: YearMonth, firstDay: WeekDay = 7): (LocalDate | null)[][] {
  const first: LocalDate = { year, month, day: 1 };
  // weekdayIndexOf counts from Monday (0); column 0 is firstDay.
  const leading = (weekdayIndexOf(first) - (firstDay - 1) + 7) % 7;
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

// From firstDay, as the grid (Sunday by default): [shown, full name]. English
// keeps its two-letter headers; other languages take Intl's short name without
// its period ("Mo", "lu").
const ENGLISH_WEEKDAYS: [string, string][] = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
];
export function weekdayHeaders(locale: Locale, firstDay: WeekDay = 7): [string, string][] {
  const shift = firstDay % 7;
  if (locale === 'en') return [...ENGLISH_WEEKDAYS.slice(shift), ...ENGLISH_WEEKDAYS.slice(0, shift)];
  // 2030-01-06 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(Date.UTC(2030, 0, 6 + shift + i));
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
