// The booking page's query: date (ISO date, default today), time (label,
// default '10:00 AM') and start (an ISO instant, preferred when present).
import { localDateKey } from '@shared/domain/time-zone';

export const DEFAULT_TIME_LABEL = '10:00 AM';

export type CheckoutParams = { date: string; time: string; start: string | null };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

// The booking page's date is an ISO date (docs/product/availability-and-time.md#booking-page-address); links may carry a timestamp, so a full timestamp is accepted too and
// only its calendar date is kept.
function readDate(value: string | null, fallback: string): string {
  const match = value ? ISO_DATE.exec(value) : null;
  if (!match) return fallback;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  const valid = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  return valid ? `${match[1]}-${match[2]}-${match[3]}` : fallback;
}

export function readCheckoutParams(search: string, timeZone: string, now: Date): CheckoutParams {
  const params = new URLSearchParams(search);
  const today = localDateKey(now, timeZone);
  const rawStart = params.get('start');
  const start =
    rawStart && ISO_INSTANT.test(rawStart.trim()) && !Number.isNaN(Date.parse(rawStart)) ? new Date(rawStart).toISOString() : null;
  return {
    // With a start the date is the start's own local date, so both always agree.
    date: start ? localDateKey(new Date(start), timeZone) : readDate(params.get('date'), today),
    time: params.get('time')?.trim() || DEFAULT_TIME_LABEL,
    start,
  };
}

// The address after picking another slot: keeps other parameters, drops the
// stale time label so a reload shows the same choice.
export function searchWithStart(search: string, start: string): string {
  const params = new URLSearchParams(search);
  params.set('start', start);
  params.delete('time');
  params.delete('date');
  return params.toString();
}
