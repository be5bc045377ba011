// The coach's screens' money, dates and times for the reader's language:
// English exactly as format-booking.ts, time-labels.ts and week-grid.ts write
// them ('$85.00', 'Tue, Jan 8, 2030', '10:00 AM', '6 AM', 'Mar 2 – 8, 2031'),
// which tests and the spec match; other languages with Intl for their locale
// ("85,00 $", "Di., 8. Jan. 2030", "10:00", "06:00").
import type { LocalDate } from '@shared/domain/local-date';
import { INTL_TAG, type Locale } from '@shared/i18n/locales';
import { bookingFormats, type BookingFormats } from '@/lib/bookings/booking-formats';
import { formatShortDate } from '@/lib/bookings/format-booking';
import { timeLabel } from '@/lib/time-labels';
import { hourLabel, weekRangeLabel } from './week-grid';

export type CoachFormats = BookingFormats & {
  shortDate: (instant: Date, timeZone: string) => string;
  time: (instant: Date, timeZone: string) => string;
  hour: (hour: number) => string;
  // 'January 8, 2030' for a date given as its UTC midnight (a review's day).
  calendarDay: (instant: Date) => string;
  // 0 = Sunday.
  weekdayShort: (dayIndex: number) => string;
  weekdayLong: (dayIndex: number) => string;
  monthDay: (date: LocalDate) => string;
  weekRange: (sunday: LocalDate) => string;
};

const ENGLISH_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const englishCalendarDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

const ENGLISH: CoachFormats = {
  ...bookingFormats('en'),
  shortDate: formatShortDate,
  time: timeLabel,
  hour: hourLabel,
  calendarDay: (instant) => englishCalendarDay.format(instant),
  weekdayShort: (dayIndex) => ENGLISH_WEEKDAYS[dayIndex]?.slice(0, 3) ?? '',
  weekdayLong: (dayIndex) => ENGLISH_WEEKDAYS[dayIndex] ?? '',
  monthDay: (date) => `${ENGLISH_MONTHS[date.month - 1] ?? ''} ${date.day}`,
  weekRange: weekRangeLabel,
};

// 1 January 2023 was a Sunday: day n of that week names weekday n.
const weekdayDate = (dayIndex: number) => Date.UTC(2023, 0, 1 + dayIndex);
const utcOf = (date: LocalDate) => Date.UTC(date.year, date.month - 1, date.day);

export function coachFormats(locale: Locale): CoachFormats {
  if (locale === 'en') return ENGLISH;
  const tag = INTL_TAG[locale];
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, options);
  const utc = { timeZone: 'UTC' } as const;
  return {
    ...bookingFormats(locale),
    shortDate: (instant, timeZone) =>
      format({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(instant),
    time: (instant, timeZone) => format({ hour: '2-digit', minute: '2-digit', timeZone }).format(instant),
    hour: (hour) => format({ hour: '2-digit', minute: '2-digit', ...utc }).format(Date.UTC(2023, 0, 1, hour % 24)),
    calendarDay: (instant) => format({ month: 'long', day: 'numeric', year: 'numeric' }).format(instant),
    weekdayShort: (dayIndex) => format({ weekday: 'short', ...utc }).format(weekdayDate(dayIndex)),
    weekdayLong: (dayIndex) => format({ weekday: 'long', ...utc }).format(weekdayDate(dayIndex)),
    monthDay: (date) => format({ month: 'long', day: 'numeric', ...utc }).format(utcOf(date)),
    weekRange: (sunday) =>
      format({ day: 'numeric', month: 'short', year: 'numeric', ...utc }).formatRange(utcOf(sunday), utcOf(sunday) + 6 * 86_400_000),
  };
}
