// GET /api/coach/earnings: the signed-in coach's own revenue; its payouts and
// the year's CSV. The coach is always the caller: no coach id is taken.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEarnings } from '../../../../shared/schemas/coach-profile.js';
import { ZCoachPayouts, ZEarningsYearQuery } from '../../../../shared/schemas/earnings.js';
import { mustHaveRole, requireRole } from '../../../http/guards.js';
import type { RouteDeps } from '../../../http/route-deps.js';
import { createPayoutsService } from './payouts-service.js';
import { createEarningsService } from './service.js';

export const earningsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config, database, now }) => {
  const service = createEarningsService({ db: database.db, beta: config.beta, now });
  const payouts = createPayoutsService({ db: database.db, beta: config.beta, now });
  const coachOnly = { onRequest: mustHaveRole('coach') };

  app.get('/api/coach/earnings', { ...coachOnly, schema: { response: { 200: ZEarnings } } }, async (request) => {
    const user = requireRole(request, 'coach');
    return service.summary(user.id);
  });

  app.get(
    '/api/coach/earnings/payouts',
    { ...coachOnly, schema: { querystring: ZEarningsYearQuery, response: { 200: ZCoachPayouts } } },
    async (request) => payouts.payouts(requireRole(request, 'coach').id, request.query.year),
  );

  app.get('/api/coach/earnings/export.csv', { ...coachOnly, schema: { querystring: ZEarningsYearQuery } }, async (request, reply) => {
    const { year, body } = await payouts.csv(requireRole(request, 'coach').id, request.query.year);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="stillpoint-earnings-${year}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  });
};
