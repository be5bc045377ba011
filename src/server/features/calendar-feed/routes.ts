import type { calendarFeedEndpoints } from '../../../shared/api/endpoints/calendar-feed.js';
import { COACH_TOOLS_MESSAGES } from '../../../shared/schemas/coach-tools.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import { requireRole } from '../../http/guards.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createCalendarFeedService } from './service.js';

export function calendarFeedHandlers({ config, database, now }: RouteDeps): EndpointHandlers<typeof calendarFeedEndpoints.endpoints> {
  const service = createCalendarFeedService({ db: database.db, config, now });

  return {
    setCalendarFeed: async (request) => service.setEnabled(requireRole(request, 'coach').id, request.body.enabled),

    regenerateCalendarFeed: async (request) => service.regenerate(requireRole(request, 'coach').id),

    // Public: calendar apps fetch it without cookies; the token is the credential.
    getCalendarFeedFile: async (request, reply) => {
      const match = /^(.+)\.ics$/.exec(request.params.file);
      if (!match?.[1]) throw new NotFoundError(COACH_TOOLS_MESSAGES.calendarFeedNotFound);
      const body = await service.renderFeed(match[1]);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'no-referrer')
        .send(body);
    },
  };
}
