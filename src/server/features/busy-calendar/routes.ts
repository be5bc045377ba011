// The Pro coach's busy calendar (docs/product/busy-calendar.md).
import type { FastifyBaseLogger } from 'fastify';
import type { busyCalendarEndpoints } from '../../../shared/api/endpoints/busy-calendar.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import { requireRole } from '../../http/guards.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createBusyCalendarService } from './service.js';

export function busyCalendarHandlers({
  config,
  database,
  now,
  log,
}: RouteDeps & { log: FastifyBaseLogger }): EndpointHandlers<typeof busyCalendarEndpoints.endpoints> {
  const service = createBusyCalendarService({ db: database.db, config, now, log });
  const coachId = (request: Parameters<typeof requireRole>[0]) => requireRole(request, 'coach').id;

  return {
    getBusyCalendar: async (request) => ({ busyCalendar: await service.get(coachId(request)) }),

    // Saves the address and syncs it before answering, so the coach sees at once whether it works.
    saveBusyCalendar: async (request) => ({ busyCalendar: await service.save(coachId(request), request.body.url) }),

    removeBusyCalendar: async (request, reply) => {
      await service.remove(coachId(request));
      return reply.code(204).send();
    },

    syncBusyCalendar: async (request) => ({ busyCalendar: await service.syncNow(coachId(request)) }),
  };
}
