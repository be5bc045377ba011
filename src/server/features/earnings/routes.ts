// GET /api/coach/earnings: the signed-in coach's own revenue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEarnings } from '../../../shared/schemas/coach-profile.js';
import { mustHaveRole, requireRole } from '../../http/guards.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createEarningsService } from './service.js';

export const earningsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config, database, now }) => {
  const service = createEarningsService({ db: database.db, beta: config.beta, now });

  app.get('/api/coach/earnings', { onRequest: mustHaveRole('coach'), schema: { response: { 200: ZEarnings } } }, async (request) => {
    const user = requireRole(request, 'coach');
    return service.summary(user.id);
  });
};
