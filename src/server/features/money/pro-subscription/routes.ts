// POST /api/coach/create-subscription and /api/coach/confirm-subscription.
import type { proSubscriptionEndpoints } from '../../../../shared/api/endpoints/pro-subscription.js';
import type { EndpointHandlers } from '../../../http/endpoint-routes.js';
import { requireRole } from '../../../http/guards.js';
import type { RouteDeps } from '../../../http/route-deps.js';
import { createSubscriptionGateway } from '../../../integrations/payments/subscription-gateway.js';
import { createProSubscriptionService } from './service.js';

export function proSubscriptionHandlers({ config, database, now }: RouteDeps): EndpointHandlers<typeof proSubscriptionEndpoints.endpoints> {
  const service = createProSubscriptionService({
    db: database.db,
    gateway: createSubscriptionGateway(config.payments),
    beta: config.beta,
    now,
  });

  return {
    createProSubscription: async (request) => {
      const user = requireRole(request, 'coach');
      return service.create(user.id, request.body?.testMode === true);
    },

    confirmProSubscription: async (request) => {
      const user = requireRole(request, 'coach');
      return service.confirm(user.id, request.body.clientSecret, request.body.card);
    },
  };
}
