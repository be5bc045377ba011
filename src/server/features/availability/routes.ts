import type { FastifyInstance } from 'fastify';
import { listingRuleOf } from '../../db/queries/listable-coach.js';
import type { availabilityEndpoints } from '../../../shared/api/endpoints/availability.js';
import { COACH_MESSAGES } from '../../../shared/schemas/coaches.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import { parseRowId } from '../../http/params.js';
import { keepAnswerWhile } from '../../http/read-cache/register-read-cache.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createAvailabilityService, resolveSlotRange } from './service.js';

// After the server listens, and a moment later: the first visitors of a
// restart are answered before the warming's queries queue on the database
// (docs/decisions/0036-start-up.md); the index then answers the first calendars
// without computing them (docs/decisions/0047-availability-index.md).
const WARM_AFTER_MS = 1_000;

// The app is needed for the index warming's start-up and shutdown hooks.
export function availabilityHandlers(
  app: FastifyInstance,
  { config, database, now }: RouteDeps,
): EndpointHandlers<typeof availabilityEndpoints.endpoints> {
  const availability = createAvailabilityService({ db: database.db, now, listing: listingRuleOf(config.payments) });

  let warming: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    warming = setTimeout(() => {
      const startedAt = performance.now();
      availability.warmIndex().then(
        (coaches) => app.log.info({ coaches, ms: Math.round(performance.now() - startedAt) }, 'availability index warmed'),
        (error: unknown) => app.log.warn({ err: error }, 'availability index warming stopped'),
      );
    }, WARM_AFTER_MS);
    warming.unref();
  });
  app.addHook('onClose', async () => clearTimeout(warming));

  return {
    getCoachAvailability: async (request) => {
      const coachId = parseRowId(request.params.id, COACH_MESSAGES.notFound);
      const window = resolveSlotRange(request.query, now());
      const open = await availability.findOpenSlots(coachId, window);
      if (!open) throw new NotFoundError(COACH_MESSAGES.notFound);
      keepAnswerWhile(request, open.stillValid);
      return { timeZone: open.timeZone, sessionLength: open.sessionLength, slots: open.slots.map((s) => s.toISOString()) };
    },
  };
}
