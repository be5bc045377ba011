// Reporting a review or a user: signed-in clients and coaches (admins act on reports instead,
// in the admin console). The role guard runs before the body is read; the abuse limit after
// validation, so a form the schema refuses is not counted.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCreatedReport, ZCreateReportRequest } from '../../../shared/schemas/reports.js';
import { mustHaveRole, requireUser } from '../../http/guards.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createReportsService } from './service.js';

export const reportsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { database, now, rateLimits }) => {
  const service = createReportsService({ db: database.db, now });

  app.post(
    '/api/reports',
    {
      onRequest: mustHaveRole('client', 'coach'),
      preHandler: rateLimits.report,
      schema: { body: ZCreateReportRequest, response: { 201: ZCreatedReport } },
    },
    async (request, reply) => reply.status(201).send(await service.create(requireUser(request).id, request.body)),
  );
};
