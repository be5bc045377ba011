// The Pro coach's CalDAV calendar sync (docs/decisions/0057-caldav-sync.md).
import type { FastifyBaseLogger } from 'fastify';
import type { caldavEndpoints } from '../../../shared/api/endpoints/caldav.js';
import { listingRuleOf } from '../../db/queries/listable-coach.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import { requireRole } from '../../http/guards.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createAvailabilityService } from '../availability/service.js';
import { createCalDavService } from './service.js';

export function caldavHandlers({
  config,
  database,
  now,
  log,
}: RouteDeps & { log: FastifyBaseLogger }): EndpointHandlers<typeof caldavEndpoints.endpoints> {
  const service = createCalDavService({ db: database.db, config, now, log });
  const availability = createAvailabilityService({ db: database.db, now, listing: listingRuleOf(config.payments) });
  const userId = (request: Parameters<typeof requireRole>[0]) => requireRole(request, 'coach').id;

  return {
    getCalDav: async (request) => ({ caldav: await service.get(userId(request)) }),

    // Checks the credentials against the server before answering: a wrong password is said at once.
    connectCalDav: async (request) => ({ caldav: await service.connect(userId(request), request.body) }),

    chooseCalDavCalendars: async (request) => ({ caldav: await service.choose(userId(request), request.body) }),

    syncCalDav: async (request) => ({ caldav: await service.syncNow(userId(request)) }),

    disconnectCalDav: async (request, reply) => {
      await service.disconnect(userId(request));
      return reply.code(204).send();
    },

    getCalDavWeek: async (request) =>
      service.week(userId(request), request.query.from, async (coachId, from, to) =>
        availability.findOpenSlots(coachId, { from: from.getTime(), to: to.getTime(), fromFollowsClock: false, toFollowsClock: false }),
      ),
  };
}
