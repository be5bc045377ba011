// Reporting a review, a user or a message: signed-in clients and coaches (admins act on reports instead,
// in the admin console). The role guard runs before the body is read; the abuse limit after
// validation, so a form the schema refuses is not counted.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCreatedReport, ZCreateReportRequest } from '../../../shared/schemas/reports.js';
import { mustHaveRole, requireUser } from '../../http/guards.js';
import type { RouteDeps } from '../../http/route-deps.js';
import type { EmailDelivery } from '../../integrations/email/email-delivery.js';
import { createConversationsService } from '../conversations/service.js';
import { createReportsService } from './service.js';

export const reportsRoutes: FastifyPluginAsyncZod<RouteDeps & { email: EmailDelivery }> = async (
  app,
  { database, config, email, now, rateLimits },
) => {
  const conversations = createConversationsService({ db: database.db, config, email, log: app.log, now });
  const service = createReportsService({ db: database.db, now, messageForParty: conversations.messageForParty });

  app.post(
    '/api/reports',
    {
      onRequest: mustHaveRole('client', 'coach'),
      preHandler: rateLimits.report,
      schema: { body: ZCreateReportRequest, response: { 201: ZCreatedReport } },
    },
    async (request, reply) => reply.status(201).send(await service.create(requireUser(request), request.body)),
  );
};
