// The booking screens' prices, dates and times for the reader's language:
// English as format-booking.ts writes them ('$85.00', 'Monday, January 7,
// 2030', '10:00 AM – 11:00 AM'), other languages with Intl for their locale
// ("85,00 $", "Montag, 7. Januar 2030", "10:00–11:00").
import { INTL_TAG, type Locale } from '@shared/i18n/locales';
import { formatLongDate, formatPrice, formatTimeRange } from './format-booking';

export type BookingFormats = {
  price: (dollars: number) => string;
  longDate: (instant: Date, timeZone: string) => string;
  timeRange: (start: Date, end: Date, timeZone: string) => string;
};

const ENGLISH: BookingFormats = { price: formatPrice, longDate: formatLongDate, timeRange: formatTimeRange };

export function bookingFormats(locale: Locale): BookingFormats {
  if (locale === 'en') return ENGLISH;
  const tag = INTL_TAG[locale];
  return {
    price: (dollars) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(dollars),
    longDate: (instant, timeZone) =>
      new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(instant),
    timeRange: (start, end, timeZone) =>
      new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', timeZone }).formatRange(start, end),
  };
}
