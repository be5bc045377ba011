// POST /api/coach/create-subscription and /api/coach/confirm-subscription.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZConfirmSubscriptionRequest,
  ZCreateSubscriptionRequest,
  ZCreateSubscriptionResponse,
  ZSubscriptionActivated,
} from '../../../../shared/schemas/coach-profile.js';
import { mustHaveRole, requireRole } from '../../../http/guards.js';
import type { RouteDeps } from '../../../http/route-deps.js';
import { createSubscriptionGateway } from '../../../integrations/payments/subscription-gateway.js';
import { createCoachBillingService } from './service.js';

const coachOnly = { onRequest: mustHaveRole('coach') };

export const coachBillingRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config, database, now }) => {
  const service = createCoachBillingService({
    db: database.db,
    gateway: createSubscriptionGateway(config.payments),
    beta: config.beta,
    now,
  });

  app.post(
    '/api/coach/create-subscription',
    { ...coachOnly, schema: { body: ZCreateSubscriptionRequest, response: { 200: ZCreateSubscriptionResponse } } },
    async (request) => {
      const user = requireRole(request, 'coach');
      return service.create(user.id, request.body?.testMode === true);
    },
  );

  app.post(
    '/api/coach/confirm-subscription',
    { ...coachOnly, schema: { body: ZConfirmSubscriptionRequest, response: { 200: ZSubscriptionActivated } } },
    async (request) => {
      const user = requireRole(request, 'coach');
      return service.confirm(user.id, request.body.clientSecret, request.body.card);
    },
  );
};
