// Fixed lengths of time in milliseconds. A calendar day in a time zone can be
// 23 or 25 hours long: code that steps through local days uses the zone
// helpers (time-zone.ts, local-date.ts); DAY_MS is for spans of elapsed time.
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

// A session's length in whole minutes, from its start and end.
export function minutesBetween(start: Date, end: Date): number {
  return Math.round((end.getTime() - start.getTime()) / MINUTE_MS);
}
