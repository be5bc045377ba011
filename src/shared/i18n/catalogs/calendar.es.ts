import type { CalendarKey } from './calendar.en.js';

export const calendarEs = {
  'invite.summary': 'Sesión de mindfulness: {coach} con {client}',
  'meeting.description': 'Entra en la videollamada: {url}',
  'feed.name': 'Sesiones de {app}',
  'feed.summary': 'Sesión de mindfulness con {client}',
  'feed.pending': 'Pendiente de tu confirmación.',
  'feed.cancelled': 'Cancelada.',
} as const satisfies Record<CalendarKey, string>;
