// How the messages page writes times, in the viewer's zone.
import { localDateKey } from '@shared/domain/time-zone';

// The list: '3:05 PM' today, 'Nov 24' this year, 'Nov 24, 2025' before.
export function listTime(instant: Date, timeZone: string, now: Date = new Date()): string {
  if (localDateKey(instant, timeZone) === localDateKey(now, timeZone)) {
    return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(instant);
  }
  const sameYear = localDateKey(instant, timeZone).slice(0, 4) === localDateKey(now, timeZone).slice(0, 4);
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }), timeZone }).format(
    instant,
  );
}

// Under each message: '3:05 PM' today, 'Nov 24, 3:05 PM' before.
export function messageTime(instant: Date, timeZone: string, now: Date = new Date()): string {
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(instant);
  return localDateKey(instant, timeZone) === localDateKey(now, timeZone) ? time : `${listTime(instant, timeZone, now)}, ${time}`;
}
