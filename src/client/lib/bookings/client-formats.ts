// The client's booking screens' dates, times and money in the reader's
// language. English keeps the project's own labels ('Monday, January 7, 2030',
// '2:00 PM', 'Jan 7, 2030', '$85.00'), which tests and the spec match; other
// languages get Intl for their locale.
import { INTL_TAG, type Locale } from '@shared/i18n/locales';
import { bookingFormats, type BookingFormats } from '@/lib/bookings/booking-formats';
import { timeIn } from '@/lib/i18n/format-for-locale';
import { timeLabel } from '@/lib/time-labels';

export type ClientFormats = BookingFormats & {
  time: (instant: Date, timeZone: string) => string;
  mediumDate: (instant: Date | string, timeZone: string) => string;
};

export function clientFormats(locale: Locale): ClientFormats {
  return {
    ...bookingFormats(locale),
    time: (instant, timeZone) => (locale === 'en' ? timeLabel(instant, timeZone) : timeIn(locale, instant, timeZone)),
    mediumDate: (instant, timeZone) => new Date(instant).toLocaleDateString(INTL_TAG[locale], { dateStyle: 'medium', timeZone }),
  };
}
