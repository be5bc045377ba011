// The admins' coach review queue and decisions (docs/product/vetting.md),
// behind one guard like the rest of the admin console: visitors 401, clients
// and coaches 403, before anything they sent is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  VETTING_MESSAGES,
  ZVettingCoach,
  ZVettingQueue,
  ZVettingQueueQuery,
  ZVettingReasonRequest,
} from '../../../shared/schemas/vetting.js';
import { mustHaveRole } from '../../http/guards.js';
import { parseRowId, ZIdParams } from '../../http/params.js';
import type { RouteDeps } from '../../http/route-deps.js';
import type { EmailDelivery } from '../../integrations/email/email-delivery.js';
import { createVettingService } from './service.js';

export const vettingRoutes: FastifyPluginAsyncZod<RouteDeps & { email: EmailDelivery }> = async (app, { config, database, email }) => {
  const service = createVettingService({
    db: database.db,
    config,
    email,
    log: app.log,
    baseUrl: config.publicUrl ?? `http://localhost:${config.port}`,
  });
  const coachId = (raw: string) => parseRowId(raw, VETTING_MESSAGES.coachNotFound);

  app.addHook('onRequest', mustHaveRole('admin'));

  app.get('/api/admin/vetting', { schema: { querystring: ZVettingQueueQuery, response: { 200: ZVettingQueue } } }, async (request) =>
    service.queue(request.query),
  );

  app.post('/api/admin/vetting/:id/approve', { schema: { params: ZIdParams, response: { 200: ZVettingCoach } } }, async (request) =>
    service.approve(coachId(request.params.id)),
  );

  app.post(
    '/api/admin/vetting/:id/reject',
    { schema: { params: ZIdParams, body: ZVettingReasonRequest, response: { 200: ZVettingCoach } } },
    async (request) => service.reject(coachId(request.params.id), request.body.reason),
  );

  app.post(
    '/api/admin/vetting/:id/unlist',
    { schema: { params: ZIdParams, body: ZVettingReasonRequest, response: { 200: ZVettingCoach } } },
    async (request) => service.unlist(coachId(request.params.id), request.body.reason),
  );
};
