// iCalendar documents: invitations attached to booking e-mails and the Pro
// coach's private calendar feed. Built with ical-generator so escaping, line
// folding and time formats follow RFC 5545. The package is loaded the first
// time a document is built, not at server start-up (bench/startup).
import type * as IcalGenerator from 'ical-generator';
import type { ICalCalendar, ICalDateTimeValue, ICalEventStatus } from 'ical-generator';
import { eventZone } from './event-zone.js';

type IcalModule = typeof IcalGenerator;
let loading: Promise<IcalModule> | undefined;
const loadIcal = () => (loading ??= import('ical-generator'));

export type CalendarSession = {
  bookingId: number;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  url?: string | null;
  status: 'pending' | 'confirmed' | 'cancelled';
  // Revision number: a calendar replaces its copy of the event only when it grows.
  sequence?: number;
};

// Stable per booking so a calendar updates the same event when it changes.
export function sessionUid(bookingId: number, domain = 'stillpoint.app'): string {
  return `booking-${bookingId}@${domain}`;
}

function statusOf({ ICalEventStatus }: IcalModule, session: CalendarSession): ICalEventStatus {
  if (session.status === 'cancelled') return ICalEventStatus.CANCELLED;
  return session.status === 'confirmed' ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE;
}

type EventTimes = { start: ICalDateTimeValue; end: ICalDateTimeValue; timezone?: string };

function addEvent(lib: IcalModule, calendar: ICalCalendar, session: CalendarSession, times: EventTimes = session) {
  calendar.createEvent({
    id: sessionUid(session.bookingId),
    start: times.start,
    end: times.end,
    timezone: times.timezone,
    summary: session.summary,
    description: session.description,
    url: session.url ?? undefined,
    location: session.url ?? undefined,
    status: statusOf(lib, session),
    sequence: session.sequence ?? 0,
  });
}

export async function buildInvite(appName: string, session: CalendarSession): Promise<{ content: string; method: 'REQUEST' | 'CANCEL' }> {
  const lib = await loadIcal();
  const { default: ical, ICalCalendarMethod } = lib;
  const method = session.status === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ name: appName, prodId: { company: appName, product: 'sessions' }, method });
  addEvent(lib, calendar, session);
  return { content: calendar.toString(), method: method === ICalCalendarMethod.CANCEL ? 'CANCEL' : 'REQUEST' };
}

// The event as a CalDAV calendar stores it: one VEVENT, no METHOD (RFC 4791),
// the same UID as the e-mail invitation so the two never show as two sessions.
// Its times are in the coach's zone (DTSTART;TZID=..., with the zone's
// VTIMEZONE), as events the coach creates are. The invitation stays in UTC:
// it goes to people in any zone.
export async function buildCalendarObject(appName: string, session: CalendarSession, timeZone = 'UTC'): Promise<string> {
  const [lib, zone] = await Promise.all([loadIcal(), eventZone(timeZone)]);
  const calendar = lib.default({
    prodId: { company: appName, product: 'calendar-sync' },
    // name null: a VTIMEZONE for the event's zone, without a calendar-wide zone.
    ...(zone ? { timezone: { name: null, generator: () => zone.vtimezone } } : {}),
  });
  if (!zone) {
    addEvent(lib, calendar, session);
    return calendar.toString();
  }
  addEvent(lib, calendar, session, { start: zone.wallTime(session.start), end: zone.wallTime(session.end), timezone: zone.tzid });
  let text = calendar.toString();
  // A session starting or ending in the hour repeated when clocks go back:
  // that local time names two instants, so its line is rewritten in UTC
  // (ical-generator gives both times one zone; RFC 5545 lets DTSTART and
  // DTEND be in different zones). The rest stays in the coach's zone.
  for (const [name, instant] of [
    ['DTSTART', session.start],
    ['DTEND', session.end],
  ] as const) {
    // ('m': '$' stops before the line's CR LF.)
    if (zone.repeatedHour(instant))
      text = text.replace(new RegExp(`^${name};TZID=[^:]+:\\d{8}T\\d{6}$`, 'm'), `${name}:${utcStamp(instant)}`);
  }
  return text;
}

// 20301027T010000Z
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

// Whether a UID is one of ours (sessionUid).
export function isSessionUid(uid: string): boolean {
  return /^booking-\d+@/.test(uid);
}

export async function buildFeed(appName: string, name: string, sessions: CalendarSession[]): Promise<string> {
  const lib = await loadIcal();
  const calendar = lib.default({ name, prodId: { company: appName, product: 'coach-feed' }, ttl: 15 * 60 });
  for (const session of sessions) addEvent(lib, calendar, session);
  return calendar.toString();
}

// A group program's invitation (docs/product/programs.md): one event for a
// workshop; for a weekly course one event with an RRULE (FREQ=WEEKLY;COUNT=n)
// in the coach's zone, so every calendar shows the whole series at the same
// local time through a change of daylight saving time.
export type ProgramInvite = {
  programId: number;
  title: string;
  start: Date;
  end: Date;
  weeklyCount: number;
  timeZone: string;
  description?: string;
  url?: string | null;
};

export async function buildProgramInvite(appName: string, program: ProgramInvite): Promise<string> {
  const [lib, zone] = await Promise.all([loadIcal(), eventZone(program.timeZone)]);
  const { default: ical, ICalCalendarMethod, ICalEventRepeatingFreq, ICalEventStatus } = lib;
  const calendar = ical({
    name: appName,
    prodId: { company: appName, product: 'programs' },
    method: ICalCalendarMethod.REQUEST,
    // The zone's VTIMEZONE, so the weekly rule repeats the coach's wall time; UTC when the zone is unknown.
    ...(zone ? { timezone: { name: null, generator: () => zone.vtimezone } } : {}),
  });
  calendar.createEvent({
    id: `program-${program.programId}@stillpoint.app`,
    start: zone ? zone.wallTime(program.start) : program.start,
    end: zone ? zone.wallTime(program.end) : program.end,
    timezone: zone?.tzid,
    summary: program.title,
    description: program.description,
    url: program.url ?? undefined,
    location: program.url ?? undefined,
    status: ICalEventStatus.CONFIRMED,
    ...(program.weeklyCount > 1 && { repeating: { freq: ICalEventRepeatingFreq.WEEKLY, count: program.weeklyCount } }),
  });
  return calendar.toString();
}
