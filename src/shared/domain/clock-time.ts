// 'HH:MM' local clock times as coaches enter them (availableFrom/availableTo).

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::00)?$/;

export const MINUTES_PER_DAY = 1440;

/**
 * Minutes after local midnight for 'HH:MM' (a trailing ':00' is tolerated
 * because SQL `time` columns print seconds). With `allowEndOfDay`, '24:00'
 * means the following midnight, so a window can run to the end of the day.
 * Anything else (null, '9:00', '25:00', '09:15:30') is null: callers treat it
 * as "no availability" rather than guessing.
 */
export function parseClockTime(value: string | null | undefined, allowEndOfDay = false): number | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (allowEndOfDay && (trimmed === '24:00' || trimmed === '24:00:00')) return MINUTES_PER_DAY;
  const match = CLOCK_TIME.exec(trimmed);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}
