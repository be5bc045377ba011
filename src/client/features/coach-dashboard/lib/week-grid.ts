// The Calendar tab's week (Sunday to Saturday, docs/product/coach-dashboard.md#calendar) in the coach's own
// time zone: which days it shows, where each session sits, which hours to draw.
import { addDays, formatLocalDate, weekdayIndexOf, type LocalDate } from '@shared/domain/local-date';
import { localDateOf, utcToZonedParts } from '@shared/domain/time-zone';

export const DEFAULT_FIRST_HOUR = 6;
// Exclusive: the last row drawn by default is 9 PM - 10 PM.
export const DEFAULT_LAST_HOUR = 22;

type Placeable = { id: number; startTime: string; endTime: string; status: string };

export type PlacedSession<T extends Placeable> = {
  booking: T;
  dayIndex: number; // 0 = Sunday
  startMinute: number; // minutes after local midnight
  endMinute: number; // may pass 1440 for a session running past midnight (clipped when drawn)
};

export function sundayOf(date: LocalDate): LocalDate {
  // weekdayIndexOf is Monday-first (0..6); Sunday is 6.
  return addDays(date, -((weekdayIndexOf(date) + 1) % 7));
}

export function weekOf(instant: Date, timeZone: string): LocalDate {
  return sundayOf(localDateOf(instant, timeZone));
}

export function weekDays(sunday: LocalDate): LocalDate[] {
  return Array.from({ length: 7 }, (_, i) => addDays(sunday, i));
}

export function placeSessions<T extends Placeable>(bookings: readonly T[], sunday: LocalDate, timeZone: string): PlacedSession<T>[] {
  const keys = weekDays(sunday).map(formatLocalDate);
  const placed: PlacedSession<T>[] = [];
  for (const booking of bookings) {
    const start = new Date(booking.startTime);
    const parts = utcToZonedParts(start, timeZone);
    const dayIndex = keys.indexOf(formatLocalDate(parts));
    if (dayIndex < 0) continue;
    const startMinute = parts.hour * 60 + parts.minute;
    const length = Math.max(15, Math.round((new Date(booking.endTime).getTime() - start.getTime()) / 60_000));
    placed.push({ booking, dayIndex, startMinute, endMinute: startMinute + length });
  }
  return placed.sort((a, b) => a.dayIndex - b.dayIndex || a.startMinute - b.startMinute);
}

// 6 AM to 10 PM, widened to take in any session outside those hours.
export function hourRange(placed: readonly { startMinute: number; endMinute: number }[]): { first: number; last: number } {
  let first = DEFAULT_FIRST_HOUR;
  let last = DEFAULT_LAST_HOUR;
  for (const session of placed) {
    first = Math.min(first, Math.floor(session.startMinute / 60));
    last = Math.max(last, Math.min(24, Math.ceil(session.endMinute / 60)));
  }
  return { first, last };
}

// '6 AM', '12 PM'
export function hourLabel(hour: number): string {
  const h = hour % 24;
  return `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function monthDay(date: LocalDate): string {
  return `${MONTHS[date.month - 1] ?? ''} ${date.day}`;
}

// 'Mar 2 – 8, 2031', 'Mar 30 – Apr 5, 2031', 'Dec 28, 2031 – Jan 3, 2032'
export function weekRangeLabel(sunday: LocalDate): string {
  const saturday = addDays(sunday, 6);
  if (sunday.year !== saturday.year) return `${monthDay(sunday)}, ${sunday.year} – ${monthDay(saturday)}, ${saturday.year}`;
  if (sunday.month !== saturday.month) return `${monthDay(sunday)} – ${monthDay(saturday)}, ${saturday.year}`;
  return `${monthDay(sunday)} – ${saturday.day}, ${saturday.year}`;
}
