import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COACH_TOOLS_MESSAGES, ZCalendarFeed, ZCalendarFeedRequest } from '../../../shared/schemas/coach-tools.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { mustHaveRole, requireRole } from '../../http/guards.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createCalendarFeedService } from './service.js';

const ZFeedParams = z.object({ file: z.string() });

export const calendarFeedRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config, database, now }) => {
  const service = createCalendarFeedService({ db: database.db, config, now });

  app.post(
    '/api/coach/calendar-feed',
    { onRequest: mustHaveRole('coach'), schema: { body: ZCalendarFeedRequest, response: { 200: ZCalendarFeed } } },
    async (request) => service.setEnabled(requireRole(request, 'coach').id, request.body.enabled),
  );

  app.post(
    '/api/coach/calendar-feed/regenerate',
    { onRequest: mustHaveRole('coach'), schema: { response: { 200: z.object({ calendarFeedUrl: z.string() }) } } },
    async (request) => service.regenerate(requireRole(request, 'coach').id),
  );

  // Public: calendar apps fetch it without cookies; the token is the credential.
  app.get('/api/calendar/:file', { schema: { params: ZFeedParams } }, async (request, reply) => {
    const match = /^(.+)\.ics$/.exec(request.params.file);
    if (!match?.[1]) throw new NotFoundError(COACH_TOOLS_MESSAGES.calendarFeedNotFound);
    const body = await service.renderFeed(match[1]);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer')
      .send(body);
  });
};
