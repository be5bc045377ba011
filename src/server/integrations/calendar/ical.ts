// iCalendar documents: invitations attached to booking e-mails and the Pro
// coach's private calendar feed. Built with ical-generator so escaping, line
// folding and time formats follow RFC 5545.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export type CalendarSession = {
  bookingId: number;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  url?: string | null;
  status: 'pending' | 'confirmed' | 'cancelled';
};

// Stable per booking so a calendar updates the same event when it changes.
export function sessionUid(bookingId: number, domain = 'stillpoint.app'): string {
  return `booking-${bookingId}@${domain}`;
}

function statusOf(session: CalendarSession): ICalEventStatus {
  if (session.status === 'cancelled') return ICalEventStatus.CANCELLED;
  return session.status === 'confirmed' ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE;
}

function addEvent(calendar: ReturnType<typeof ical>, session: CalendarSession) {
  calendar.createEvent({
    id: sessionUid(session.bookingId),
    start: session.start,
    end: session.end,
    summary: session.summary,
    description: session.description,
    url: session.url ?? undefined,
    location: session.url ?? undefined,
    status: statusOf(session),
  });
}

export function buildInvite(appName: string, session: CalendarSession): { content: string; method: 'REQUEST' | 'CANCEL' } {
  const method = session.status === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ name: appName, prodId: { company: appName, product: 'sessions' }, method });
  addEvent(calendar, session);
  return { content: calendar.toString(), method: method === ICalCalendarMethod.CANCEL ? 'CANCEL' : 'REQUEST' };
}

export function buildFeed(appName: string, name: string, sessions: CalendarSession[]): string {
  const calendar = ical({ name, prodId: { company: appName, product: 'coach-feed' }, ttl: 15 * 60 });
  for (const session of sessions) addEvent(calendar, session);
  return calendar.toString();
}
