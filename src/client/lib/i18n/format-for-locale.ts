// Money, times and days for a reader of another language than English, with
// Intl for their locale and zone ("85 $", "14:00", "Di."). English keeps the
// project's own labels ('$85', '2:00 PM', 'Tue'), which tests and typed
// addresses rely on (src/client/lib/time-labels.ts).
import { INTL_TAG, type Locale } from '@shared/i18n/locales';

export function formatRateIn(locale: Locale, dollars: number): string {
  return new Intl.NumberFormat(INTL_TAG[locale], {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
  }).format(dollars);
}

export function timeIn(locale: Locale, instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(INTL_TAG[locale], { hour: '2-digit', minute: '2-digit', timeZone }).format(instant);
}

export function weekdayIn(locale: Locale, instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(INTL_TAG[locale], { weekday: 'short', timeZone }).format(instant);
}

export function dayAndMonthIn(locale: Locale, instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(INTL_TAG[locale], { day: 'numeric', month: 'short', timeZone }).format(instant);
}

// "Dienstag, 8. Januar 2030" for a calendar day (given as its UTC midnight).
export function longDayIn(locale: Locale, utcMidnightMs: number): string {
  return new Intl.DateTimeFormat(INTL_TAG[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcMidnightMs);
}
