import { parseLocalDateMs } from '@shared/domain/availability-prepare';

// 'Tue, Dec 1' for a 'YYYY-MM-DD' date, read as UTC so it names the same calendar day everywhere.
export function dateLabel(date: string, withYear = false): string {
  const ms = parseLocalDateMs(date);
  if (ms === null) return date;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(ms);
}
