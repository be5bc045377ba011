// Dates, times and prices of programs for the reader's language and zone:
// English as the booking screens write them ('Tuesday, January 15, 2030',
// '6:00 PM', '$400.00'), other languages with Intl (booking-formats.ts).
import type { Locale } from '@shared/i18n/locales';
import { bookingFormats } from '@/lib/bookings/booking-formats';
import { timeIn } from '@/lib/i18n/format-for-locale';
import { timeLabel } from '@/lib/time-labels';

export type ProgramFormats = {
  price: (dollars: number) => string;
  date: (iso: string, timeZone: string) => string;
  time: (iso: string, timeZone: string) => string;
};

export function programFormats(locale: Locale): ProgramFormats {
  const booking = bookingFormats(locale);
  return {
    price: booking.price,
    date: (iso, timeZone) => booking.longDate(new Date(iso), timeZone),
    time: (iso, timeZone) => (locale === 'en' ? timeLabel(new Date(iso), timeZone) : timeIn(locale, new Date(iso), timeZone)),
  };
}

// The editor's 'YYYY-MM-DDTHH:MM' of an instant in the program's zone, as the
// server reads the first meeting back (src/shared/schemas/programs.ts).
export function localDateTimeInput(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
