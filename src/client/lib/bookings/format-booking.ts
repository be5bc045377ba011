// How the booking screens write times, lengths and prices.
import { formatDollars } from '@shared/domain/money';
import { timeLabel } from '@/lib/time-labels';

export const DEFAULT_SESSION_MINUTES = 60;

// '$85.00': a $ sign and two decimals everywhere on checkout and dashboards.
export function formatPrice(dollars: number | null | undefined): string {
  return formatDollars(Number.isFinite(dollars) ? Number(dollars) : 0);
}

export function formatDuration(minutes: number | null | undefined): string {
  const value = minutes && minutes > 0 ? minutes : DEFAULT_SESSION_MINUTES;
  return `${value} minutes`;
}

// 'Monday, January 7, 2030' in the zone.
export function formatLongDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone }).format(instant);
}

// 'Mon, Jan 7, 2030' for compact cards.
export function formatShortDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(instant);
}

// '10:00 AM – 11:00 AM'
export function formatTimeRange(start: Date, end: Date, timeZone: string): string {
  return `${timeLabel(start, timeZone)} – ${timeLabel(end, timeZone)}`;
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60_000);
}
