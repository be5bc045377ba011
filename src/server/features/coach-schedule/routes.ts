// The coach's availability editor talks to these (docs/product/availability-and-time.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCoachScheduleResponse } from '../../../shared/schemas/coach-schedule.js';
import { ZSchedule } from '../../../shared/schemas/schedule.js';
import { mustHaveRole, requireRole } from '../../http/guards.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createCoachScheduleService } from './service.js';

export const coachScheduleRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { database, now }) => {
  const service = createCoachScheduleService({ db: database.db, now });

  app.get(
    '/api/coach/schedule',
    { onRequest: mustHaveRole('coach'), schema: { response: { 200: ZCoachScheduleResponse } } },
    async (request) => service.get(requireRole(request, 'coach')),
  );

  app.put(
    '/api/coach/schedule',
    { onRequest: mustHaveRole('coach'), schema: { body: ZSchedule, response: { 200: ZCoachScheduleResponse } } },
    async (request) => service.replace(requireRole(request, 'coach'), request.body),
  );
};
