// iCalendar documents: invitations attached to booking e-mails and the Pro
// coach's private calendar feed. Built with ical-generator so escaping, line
// folding and time formats follow RFC 5545. The package is loaded the first
// time a document is built, not at server start-up (bench/startup).
import type * as IcalGenerator from 'ical-generator';
import type { ICalCalendar, ICalEventStatus } from 'ical-generator';

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

function addEvent(lib: IcalModule, calendar: ICalCalendar, session: CalendarSession) {
  calendar.createEvent({
    id: sessionUid(session.bookingId),
    start: session.start,
    end: session.end,
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
export async function buildCalendarObject(appName: string, session: CalendarSession): Promise<string> {
  const lib = await loadIcal();
  const calendar = lib.default({ prodId: { company: appName, product: 'calendar-sync' } });
  addEvent(lib, calendar, session);
  return calendar.toString();
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
