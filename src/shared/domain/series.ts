// Weekly series (DECISIONS section 13, docs/product/series.md): the same time
// every week or every two weeks, 2-12 sessions. Pure, so the server's preview,
// its checkout and the browser's review all compute the same occurrences and
// the same reasons.
//
// The occurrences keep the first session's wall-clock time in the COACH's
// zone ("Tuesdays 09:00 with Maya"), as the coach's weekly hours do, so a
// daylight-saving change keeps the session inside the coach's hours; a client
// in another zone sees the hour move on their own clock, as it would for any
// weekly meeting.
import { isOpenSlot, slotStartBounds, type AnySchedule, type BusyInterval } from './availability.js';
import { isRuleSchedule } from './availability-prepare.js';
import { addDays, localDateToUtcMs } from './local-date.js';
import { utcToZonedParts, wallToUtcMs, zonedDayOffsets } from './time-zone.js';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './time-units.js';

export const SERIES_LIMITS = Object.freeze({
  minCount: 2,
  maxCount: 12,
  cadences: [1, 2] as const,
  // How far a moved occurrence may lie from the time it replaces: within its own week,
  // so the series keeps its order and its rhythm.
  moveWindowMs: 3 * DAY_MS + 12 * HOUR_MS,
});

export type SeriesCadence = (typeof SERIES_LIMITS.cadences)[number];

// Why an occurrence cannot be booked, checked in this order: the first that applies is told.
export const OCCURRENCE_REASONS = ['beyond_horizon', 'too_soon', 'outside_hours', 'time_off', 'booked', 'daily_limit'] as const;
export type OccurrenceReason = (typeof OCCURRENCE_REASONS)[number];

export type OccurrenceState = { open: true } | { open: false; reason: OccurrenceReason };

/**
 * The start of every occurrence: the first start's wall-clock time in `timeZone`,
 * `cadenceWeeks` x 7 local days apart. A wall time that a spring-forward gap
 * skips that day has no instant: null (the occurrence is never open).
 */
export function seriesStarts(first: Date, cadenceWeeks: number, count: number, timeZone: string): Array<Date | null> {
  const parts = utcToZonedParts(first, timeZone);
  const wallMinute = parts.hour * 60 + parts.minute;
  const starts: Array<Date | null> = [];
  for (let i = 0; i < count; i++) {
    if (i === 0) {
      starts.push(new Date(first.getTime()));
      continue;
    }
    const date = addDays(parts, i * 7 * cadenceWeeks);
    const offsets = zonedDayOffsets(date, timeZone);
    const ms = offsets ? wallToUtcMs(offsets, localDateToUtcMs(date) + wallMinute * MINUTE_MS) : null;
    starts.push(ms === null ? null : new Date(ms));
  }
  return starts;
}

/**
 * Whether one occurrence is open, and if not, why. Each question is the
 * engine's own isOpenSlot on less of the schedule: without bookings and time
 * off it asks "does the coach work then?", adding time off asks "is it a day
 * off?", adding busy time without the daily limit asks "is it taken?"; what is
 * left is the daily limit. So the reasons never disagree with the slots offered.
 * `busy` must cover every occurrence (busyLookupRange over the whole series).
 */
export function occurrenceState(schedule: AnySchedule, busy: readonly BusyInterval[], start: Date | null, now: Date): OccurrenceState {
  if (start === null) return { open: false, reason: 'outside_hours' };
  if (isOpenSlot({ schedule, busy, start, now })) return { open: true };
  const bounds = slotStartBounds(schedule, now);
  if (bounds && start.getTime() >= bounds.latestExclusive) return { open: false, reason: 'beyond_horizon' };
  if (!bounds || start.getTime() < bounds.earliest) return { open: false, reason: 'too_soon' };
  if (!isRuleSchedule(schedule)) {
    // A legacy daily window has no time off or limit: busy is the only other reason.
    return { open: false, reason: isOpenSlot({ schedule, busy: [], start, now }) ? 'booked' : 'outside_hours' };
  }
  const bare = { ...schedule, timeOff: [], maxSessionsPerDay: null };
  if (!isOpenSlot({ schedule: bare, busy: [], start, now })) return { open: false, reason: 'outside_hours' };
  if (!isOpenSlot({ schedule: { ...bare, timeOff: schedule.timeOff }, busy: [], start, now })) return { open: false, reason: 'time_off' };
  if (!isOpenSlot({ schedule: { ...schedule, maxSessionsPerDay: null }, busy, start, now })) return { open: false, reason: 'booked' };
  return { open: false, reason: 'daily_limit' };
}

/** Whether a moved occurrence stays in its own week: within moveWindowMs of the time it replaces. */
export function isWithinMoveWindow(computed: Date, moved: Date): boolean {
  return Math.abs(moved.getTime() - computed.getTime()) <= SERIES_LIMITS.moveWindowMs;
}
