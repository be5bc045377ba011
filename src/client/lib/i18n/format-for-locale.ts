// Money, times and days for a reader of another language than English, with
// Intl for their locale and zone ("85 $", "14:00", "Di."). English keeps the
// project's own labels ('$85', '2:00 PM', 'Tue'), which tests and typed
// addresses rely on (src/client/lib/time-labels.ts).
import { INTL_TAG, type Locale } from '@shared/i18n/locales';

// Building an Intl formatter costs far more than using one, and a directory
// page formats a price and a time for every card on every render: each
// formatter is built once per language, kind and zone.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => F): F {
  let formatter = formatters.get(key);
  if (!formatter) {
    // Zones come from the browser, a handful per visit; the bound is only a guard.
    if (formatters.size >= 200) formatters.clear();
    formatters.set(key, (formatter = build()));
  }
  return formatter as F;
}

export function formatRateIn(locale: Locale, dollars: number): string {
  const cents = !Number.isInteger(dollars);
  return cached(
    `rate ${locale} ${cents}`,
    () =>
      new Intl.NumberFormat(INTL_TAG[locale], {
        style: 'currency',
        currency: 'USD',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: cents ? 2 : 0,
      }),
  ).format(dollars);
}

export function timeIn(locale: Locale, instant: Date, timeZone: string): string {
  return cached(
    `time ${locale} ${timeZone}`,
    () => new Intl.DateTimeFormat(INTL_TAG[locale], { hour: '2-digit', minute: '2-digit', timeZone }),
  ).format(instant);
}

export function weekdayIn(locale: Locale, instant: Date, timeZone: string): string {
  return cached(`weekday ${locale} ${timeZone}`, () => new Intl.DateTimeFormat(INTL_TAG[locale], { weekday: 'short', timeZone })).format(
    instant,
  );
}

export function dayAndMonthIn(locale: Locale, instant: Date, timeZone: string): string {
  return cached(
    `day ${locale} ${timeZone}`,
    () => new Intl.DateTimeFormat(INTL_TAG[locale], { day: 'numeric', month: 'short', timeZone }),
  ).format(instant);
}

// "Dienstag, 8. Januar 2030" for a calendar day (given as its UTC midnight).
export function longDayIn(locale: Locale, utcMidnightMs: number): string {
  return cached(
    `long ${locale}`,
    () =>
      new Intl.DateTimeFormat(INTL_TAG[locale], {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(utcMidnightMs);
}
