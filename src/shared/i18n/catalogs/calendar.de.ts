import type { CalendarKey } from './calendar.en.js';

export const calendarDe = {
  'invite.summary': 'Achtsamkeitssitzung: {coach} mit {client}',
  'meeting.description': 'Zum Videoanruf: {url}',
  'feed.name': '{app}-Sitzungen',
  'feed.summary': 'Achtsamkeitssitzung mit {client}',
  'feed.pending': 'Wartet auf deine Bestätigung.',
  'feed.cancelled': 'Abgesagt.',
} as const satisfies Record<CalendarKey, string>;
