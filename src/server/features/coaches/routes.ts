import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingRuleOf } from '../../db/queries/listable-coach.js';
import {
  COACH_MESSAGES,
  ZCoach,
  ZCoachIdParams,
  ZCoachListQuery,
  ZCoachListResponse,
  ZCoachReviewList,
  ZCoachReviewsQuery,
  ZNextAvailableQuery,
  ZNextAvailableResponse,
} from '../../../shared/schemas/coaches.js';
import { keepAnswerWhile } from '../../http/read-cache/register-read-cache.js';
import { parseRowId } from '../../http/params.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createCoachesService } from './service.js';

// Public: the directory and profiles are viewable without signing in.
export const coachesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config, database, now }) => {
  const coaches = createCoachesService({ db: database.db, now, listing: listingRuleOf(config.payments) });

  app.get('/api/coaches', { schema: { querystring: ZCoachListQuery, response: { 200: ZCoachListResponse } } }, async (request) =>
    coaches.list(request.query, (stillValid) => keepAnswerWhile(request, stillValid)),
  );

  // Not in the public read cache: the answer moves with the clock.
  app.get(
    '/api/coaches/next-available',
    { schema: { querystring: ZNextAvailableQuery, response: { 200: ZNextAvailableResponse } } },
    async (request) => coaches.nextAvailable(request.query.ids),
  );

  app.get('/api/coaches/:id', { schema: { params: ZCoachIdParams, response: { 200: ZCoach } } }, async (request) =>
    coaches.get(parseRowId(request.params.id, COACH_MESSAGES.notFound)),
  );

  app.get(
    '/api/coaches/:id/reviews',
    { schema: { params: ZCoachIdParams, querystring: ZCoachReviewsQuery, response: { 200: ZCoachReviewList } } },
    async (request) => coaches.reviews(parseRowId(request.params.id, COACH_MESSAGES.notFound), request.query),
  );
};
