// How far the profile calendar reaches: from the visitor's today to 60 days
// ahead (the server never offers slots further out), fetched as ONE range of
// 61 local days, inside the API's 62-day limit.
import { addDays, formatLocalDate, type LocalDate } from '@shared/domain/local-date';
import { browserTimeZone } from '@/lib/time-zones';
import { isValidTimeZone, localDateOf, startOfZonedDay } from '@shared/domain/time-zone';

export const BOOKING_DAYS_AHEAD = 60;

export type BookingWindow = {
  today: LocalDate;
  lastDay: LocalDate;
  todayKey: string;
  lastDayKey: string;
  /** ISO instants for GET /api/coaches/:id/availability (to is exclusive). */
  from: string;
  to: string;
};

export function bookingWindow(now: Date, timeZone: string): BookingWindow {
  const today = localDateOf(now, timeZone);
  const lastDay = addDays(today, BOOKING_DAYS_AHEAD);
  return {
    today,
    lastDay,
    todayKey: formatLocalDate(today),
    lastDayKey: formatLocalDate(lastDay),
    from: startOfZonedDay(today, timeZone).toISOString(),
    to: startOfZonedDay(addDays(lastDay, 1), timeZone).toISOString(),
  };
}

// Chromium's ICU still reports some zones by their pre-rename tzdb names
// (Asia/Calcutta for Asia/Kolkata). People know the current names, so the
// screen and the API get those whenever the engine accepts them.
const RENAMED_ZONES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

export function currentZoneName(timeZone: string): string {
  const renamed = RENAMED_ZONES[timeZone];
  return renamed && isValidTimeZone(renamed) ? renamed : timeZone;
}

// The zone the browser reports; UTC when it reports none (some locked-down browsers).
export function visitorTimeZone(): string {
  return currentZoneName(browserTimeZone());
}
