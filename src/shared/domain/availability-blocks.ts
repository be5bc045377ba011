// What keeps a session from starting even inside working hours: busy time
// widened by the buffers, and time off (docs/decisions/0042-schedules-and-one-engine.md).
//
// A session's buffers belong to it: it occupies [start - before, end + after).
// - A new session may not overlap another session's occupied time with its
//   own: so a booking [s, e) blocks [s - before - after, e + after + before).
// - A calendar event has no buffers of its own, but the new session's must stay
//   clear of it: an event [s, e) blocks [s - after, e + before).
// - Time off removes working time; buffers may fall inside it, as they may fall
//   outside the windows (preparing at 08:45 for a 09:00 start is normal). So
//   time off blocks exactly its own span.
import { mergeBusyIntervals, mergeSpans, type BusyInterval, type BusySpan } from './busy-intervals.js';
import { parseLocalDateTime, type PreparedSchedule } from './availability-prepare.js';
import { utcMsToLocalDate } from './local-date.js';
import { wallToUtcMsAtOrAfter, wallToUtcMsLastReached, zonedDayOffsets } from './time-zone.js';
import { DAY_MS, MINUTE_MS } from './time-units.js';

/**
 * Time off as instants: from the first moment the coach's clock shows the
 * start until the last moment it counts up to the end, so the span covers
 * every instant whose wall time lies in [start, end), also on the repeated
 * hour at fall-back (a start or end in the skipped hour becomes the moment of
 * the jump).
 * Entries that cannot touch [lowerMs, upperMs) are skipped unconverted.
 */
function timeOffSpans(schedule: PreparedSchedule, lowerMs: number, upperMs: number): BusySpan[] {
  const spans: BusySpan[] = [];
  for (const entry of schedule.timeOff) {
    const start = parseLocalDateTime(entry?.start);
    const end = parseLocalDateTime(entry?.end);
    if (!start || !end) continue;
    const wallStart = start.dayMs + start.minute * MINUTE_MS;
    const wallEnd = end.dayMs + end.minute * MINUTE_MS;
    // Wall time and UTC differ by less than a day in every zone.
    if (!(wallEnd > wallStart) || wallEnd + DAY_MS <= lowerMs || wallStart - DAY_MS >= upperMs) continue;
    const startOffsets = zonedDayOffsets(utcMsToLocalDate(start.dayMs), schedule.timeZone);
    const endOffsets = zonedDayOffsets(utcMsToLocalDate(end.dayMs), schedule.timeZone);
    if (!startOffsets || !endOffsets) continue;
    const from = wallToUtcMsAtOrAfter(startOffsets, wallStart);
    const to = wallToUtcMsLastReached(endOffsets, wallEnd);
    if (to > from) spans.push({ start: from, end: to });
  }
  return spans;
}

/**
 * Merged spans a session [start, end) must not overlap. `lowerMs`/`upperMs`
 * bound the session instants the walk can check (used to skip far time off).
 */
export function blockingSpans(schedule: PreparedSchedule, busy: readonly BusyInterval[], lowerMs: number, upperMs: number): BusySpan[] {
  const { bufferBeforeMs: before, bufferAfterMs: after } = schedule;
  // Today's shape: no buffers, no time off; exactly the merge it always was.
  if (before === 0 && after === 0 && schedule.timeOff.length === 0) return mergeBusyIntervals(busy);
  const session = { before: before + after, after: after + before };
  const event = { before: after, after: before };
  const spans = mergeBusyIntervals(busy, (kind) => (kind === 'event' ? event : session));
  if (schedule.timeOff.length === 0) return spans;
  return mergeSpans([...spans, ...timeOffSpans(schedule, lowerMs, upperMs)]);
}
