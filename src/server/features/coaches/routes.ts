import { listingRuleOf } from '../../db/queries/listable-coach.js';
import type { coachEndpoints } from '../../../shared/api/endpoints/coaches.js';
import { COACH_MESSAGES } from '../../../shared/schemas/coaches.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import { keepAnswerWhile, readGenerationOf } from '../../http/read-cache/register-read-cache.js';
import { parseRowId } from '../../http/params.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createCoachesService } from './service.js';

// Public: the directory and profiles are viewable without signing in.
export function coachesHandlers({ config, database, now }: RouteDeps): EndpointHandlers<typeof coachEndpoints.endpoints> {
  const coaches = createCoachesService({ db: database.db, now, listing: listingRuleOf(config.payments) });

  return {
    listCoaches: async (request) =>
      coaches.list(request.query, (stillValid) => keepAnswerWhile(request, stillValid), readGenerationOf(request)),

    // Not in the public read cache: the answer moves with the clock.
    getCoachesNextAvailable: async (request) => coaches.nextAvailable(request.query.ids),

    getCoach: async (request) => coaches.get(parseRowId(request.params.id, COACH_MESSAGES.notFound)),

    listPublicCoachReviews: async (request) => coaches.reviews(parseRowId(request.params.id, COACH_MESSAGES.notFound), request.query),
  };
}
