// Calendar texts in English, the source catalog: the invitation attached to
// the booking e-mails, the coach's calendar feed and the events written to the
// coach's CalDAV calendar (calendar.de.ts, calendar.es.ts).
export const calendarEn = {
  'invite.summary': 'Mindfulness session: {coach} with {client}',
  'meeting.description': 'Join the video call: {url}',
  'feed.name': '{app} sessions',
  'feed.summary': 'Mindfulness session with {client}',
  'feed.pending': 'Awaiting your confirmation.',
  'feed.cancelled': 'Cancelled.',
} as const;

export type CalendarKey = keyof typeof calendarEn;
