import { parseLocalDateMs } from '@shared/domain/availability-prepare';
import { WEEKDAY_NAMES, WEEKDAYS, type Weekday } from '@shared/domain/local-date';
import { INTL_TAG, type Locale } from '@shared/i18n/locales';

// 'Tue, Dec 1' for a 'YYYY-MM-DD' date ('Di., 1. Dez.' in German), read as
// UTC so it names the same calendar day everywhere.
export function dateLabel(date: string, withYear = false, locale: Locale = 'en'): string {
  const ms = parseLocalDateMs(date);
  if (ms === null) return date;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : INTL_TAG[locale], {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(ms);
}

// 'Monday' in English as the schema names it; Intl's own name in other languages.
const A_MONDAY = Date.UTC(2024, 0, 1);
export function weekdayName(weekday: Weekday, locale: Locale): string {
  if (locale === 'en') return WEEKDAY_NAMES[weekday];
  const day = A_MONDAY + WEEKDAYS.indexOf(weekday) * 86_400_000;
  return new Intl.DateTimeFormat(INTL_TAG[locale], { timeZone: 'UTC', weekday: 'long' }).format(day);
}
