// Time windows behind the directory's availability filter, read in the
// VISITOR's zone (they pick "today" or "weekend" as they see the calendar).
// A coach matches a filter when hasOpenSlotIn(window) is true.
import { addDays, weekdayIndexOf, type LocalDate } from './local-date.js';
import { isValidTimeZone, localDateOf, startOfZonedDay } from './time-zone.js';

export const AVAILABILITY_FILTERS = ['any', 'today', 'this-week', 'weekend'] as const;
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number];

export type TimeWindow = { from: Date; to: Date };

const SATURDAY = 5;
const SUNDAY = 6;

export function isAvailabilityFilter(value: unknown): value is AvailabilityFilter {
  return typeof value === 'string' && (AVAILABILITY_FILTERS as readonly string[]).includes(value);
}

/**
 * The window a filter stands for, or null for 'any' (no filtering):
 * - today: now until the end of the visitor's local day;
 * - this-week: now until the end of the coming Sunday (weeks run Monday to
 *   Sunday, as availableDays do; on a Sunday this is the end of today);
 * - weekend: the next Saturday 00:00 until the following Monday 00:00, or now
 *   until Monday 00:00 when it is already Saturday or Sunday.
 * "End of a day" is the start of the next local day (exclusive bound).
 * An unknown visitor zone falls back to UTC rather than failing the search.
 */
export function availabilityWindow(filter: AvailabilityFilter, now: Date, visitorTimeZone: string): TimeWindow | null {
  if (filter === 'any' || !Number.isFinite(now.getTime())) return null;
  const timeZone = isValidTimeZone(visitorTimeZone) ? visitorTimeZone : 'UTC';
  const today = localDateOf(now, timeZone);
  const weekday = weekdayIndexOf(today);
  const startOf = (date: LocalDate): Date => startOfZonedDay(date, timeZone);

  switch (filter) {
    case 'today':
      return { from: now, to: startOf(addDays(today, 1)) };
    case 'this-week':
      return { from: now, to: startOf(addDays(today, SUNDAY - weekday + 1)) };
    case 'weekend': {
      const monday = startOf(addDays(today, 7 - weekday));
      if (weekday >= SATURDAY) return { from: now, to: monday };
      return { from: startOf(addDays(today, SATURDAY - weekday)), to: monday };
    }
    default:
      return null;
  }
}
