// Busy times from a coach's own calendar (docs/decisions/0046-busy-calendars.md).
// node-ical does the iCalendar work: line unfolding, VTIMEZONE and TZID
// (Windows zone names such as "W. Europe Standard Time" from Outlook included),
// and recurrence expansion with EXDATE and RECURRENCE-ID overrides. What it
// leaves to us: which events hold time, and what an all-day date means.
// Loaded on first use, not at server start-up (bench/startup).
import type * as NodeIcal from 'node-ical';
import { isValidTimeZone, startOfZonedDay, zonedWallTimeToUtc } from '../../../shared/domain/time-zone.js';
import { addDays, type LocalDate } from '../../../shared/domain/local-date.js';

type IcalModule = typeof NodeIcal;
let loading: Promise<IcalModule> | undefined;
const loadIcal = async (): Promise<IcalModule> => {
  loading ??= import('node-ical').then((m) => ((m as { default?: IcalModule }).default ?? m) as IcalModule);
  return loading;
};

export type BusyTime = { start: Date; end: Date };

// Far more than any real calendar holds in three months; a document that
// expands to more is cut there rather than filling the table.
export const MAX_BUSY_TIMES = 5000;

// Rules firing every second or minute would expand to millions of instances
// over the window: no calendar app writes them, so they are ignored.
const RUNAWAY_FREQUENCY = /FREQ=(SECONDLY|MINUTELY)/;

export class CalendarParseError extends Error {}

// A date-only value as node-ical gives it (midnight of the process's zone) as a plain date.
function dateOnlyOf(value: Date): LocalDate {
  return { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() };
}

// An all-day event holds whole days in the calendar's zone (X-WR-TIMEZONE, as
// Google and iCloud write it) or, failing that, the coach's own zone.
function allDay(start: Date, end: Date | undefined, timeZone: string): BusyTime {
  const first = dateOnlyOf(start);
  const last = end ? dateOnlyOf(end) : addDays(first, 1);
  const endDate = last.year === first.year && last.month === first.month && last.day === first.day ? addDays(first, 1) : last;
  return { start: startOfZonedDay(first, timeZone), end: startOfZonedDay(endDate, timeZone) };
}

// A floating date-time (no TZID, no Z) is a wall-clock time wherever the
// reader is; node-ical reads it in the process's zone. Read in the calendar's
// zone or the coach's instead, as all-day dates are. undefined for a wall
// time the zone skips (spring-forward).
function floating(start: Date, end: Date, timeZone: string): BusyTime | undefined {
  const date = dateOnlyOf(start);
  const at = zonedWallTimeToUtc(date, { hour: start.getHours(), minute: start.getMinutes() }, timeZone);
  return at ? { start: at, end: new Date(at.getTime() + (end.getTime() - start.getTime())) } : undefined;
}

function holdsTime(event: NodeIcal.VEvent | Omit<NodeIcal.VEvent, 'recurrences'>): boolean {
  if (event.status === 'CANCELLED') return false;
  // TRANSP:TRANSPARENT is "show me as free" in every calendar app.
  return event.transparency !== 'TRANSPARENT';
}

function calendarZone(cal: NodeIcal.CalendarResponse, fallback: string): string {
  const raw = (cal.vcalendar as Record<string, unknown> | undefined)?.['WR-TIMEZONE'];
  return typeof raw === 'string' && isValidTimeZone(raw) ? raw : fallback;
}

/**
 * The busy times of an iCalendar document that overlap [from, to), sorted by
 * start. `timeZone` is the coach's zone, used for all-day dates when the
 * calendar names none. Throws CalendarParseError when the text is not a calendar.
 */
export async function parseBusyTimes(
  text: string,
  window: { from: Date; to: Date },
  timeZone: string,
  // Events to leave out by UID: our own sessions written into a CalDAV calendar (they hold their time already).
  skipUid?: (uid: string) => boolean,
): Promise<BusyTime[]> {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new CalendarParseError('The address did not return an iCalendar (.ics) file.');
  const ical = await loadIcal();
  let cal: NodeIcal.CalendarResponse;
  try {
    cal = ical.sync.parseICS(text);
  } catch {
    throw new CalendarParseError('The calendar could not be read.');
  }
  const zone = calendarZone(cal, timeZone);
  const busy: BusyTime[] = [];
  for (const component of Object.values(cal)) {
    if (!component || component.type !== 'VEVENT') continue;
    const event = component as NodeIcal.VEvent;
    if (!(event.start instanceof Date) || Number.isNaN(event.start.getTime())) continue;
    if (event.rrule && RUNAWAY_FREQUENCY.test(event.rrule.toString())) continue;
    if (skipUid && typeof event.uid === 'string' && skipUid(event.uid)) continue;
    let instances: NodeIcal.EventInstance[];
    try {
      instances = ical.expandRecurringEvent(event, { from: window.from, to: window.to, expandOngoing: true });
    } catch {
      continue; // one broken event should not hide the rest of the calendar
    }
    for (const instance of instances) {
      if (!holdsTime(instance.event)) continue;
      const time = instance.isFullDay
        ? allDay(instance.start, instance.end, zone)
        : instance.start.tz === undefined
          ? floating(instance.start, instance.end, zone)
          : { start: new Date(instance.start.getTime()), end: new Date(instance.end.getTime()) };
      if (!time || !(time.end > time.start) || time.start >= window.to || time.end <= window.from) continue;
      busy.push(time);
      if (busy.length >= MAX_BUSY_TIMES) return busy.sort((a, b) => a.start.getTime() - b.start.getTime());
    }
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime());
}
