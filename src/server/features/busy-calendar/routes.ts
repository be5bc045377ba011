// The Pro coach's busy calendar (docs/product/busy-calendar.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBusyCalendarRequest, ZBusyCalendarResponse } from '../../../shared/schemas/busy-calendar.js';
import { mustHaveRole, requireRole } from '../../http/guards.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createBusyCalendarService } from './service.js';

export const busyCalendarRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config, database, now, rateLimits }) => {
  const service = createBusyCalendarService({ db: database.db, config, now, log: app.log });
  const coachId = (request: Parameters<typeof requireRole>[0]) => requireRole(request, 'coach').id;

  app.get(
    '/api/coach/busy-calendar',
    { onRequest: mustHaveRole('coach'), schema: { response: { 200: ZBusyCalendarResponse } } },
    async (request) => ({ busyCalendar: await service.get(coachId(request)) }),
  );

  // Saves the address and syncs it before answering, so the coach sees at once whether it works.
  app.put(
    '/api/coach/busy-calendar',
    {
      onRequest: mustHaveRole('coach'),
      preHandler: rateLimits.busyCalendarSync,
      schema: { body: ZBusyCalendarRequest, response: { 200: ZBusyCalendarResponse } },
    },
    async (request) => ({ busyCalendar: await service.save(coachId(request), request.body.url) }),
  );

  app.delete('/api/coach/busy-calendar', { onRequest: mustHaveRole('coach') }, async (request, reply) => {
    await service.remove(coachId(request));
    return reply.code(204).send();
  });

  app.post(
    '/api/coach/busy-calendar/sync',
    { onRequest: mustHaveRole('coach'), preHandler: rateLimits.busyCalendarSync, schema: { response: { 200: ZBusyCalendarResponse } } },
    async (request) => ({ busyCalendar: await service.syncNow(coachId(request)) }),
  );
};
