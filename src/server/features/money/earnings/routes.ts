// GET /api/coach/earnings: the signed-in coach's own revenue; its payouts and
// the year's CSV. The coach is always the caller: no coach id is taken.
import type { earningsEndpoints } from '../../../../shared/api/endpoints/earnings.js';
import type { EndpointHandlers } from '../../../http/endpoint-routes.js';
import { requireRole } from '../../../http/guards.js';
import type { RouteDeps } from '../../../http/route-deps.js';
import { createPayoutsService } from './payouts-service.js';
import { createEarningsService } from './service.js';

export function earningsHandlers({ config, database, now }: RouteDeps): EndpointHandlers<typeof earningsEndpoints.endpoints> {
  const service = createEarningsService({ db: database.db, beta: config.beta, now });
  const payouts = createPayoutsService({ db: database.db, beta: config.beta, now });

  return {
    getEarnings: async (request) => {
      const user = requireRole(request, 'coach');
      return service.summary(user.id);
    },

    listEarningsPayouts: async (request) => payouts.payouts(requireRole(request, 'coach').id, request.query.year),

    exportEarningsCsv: async (request, reply) => {
      const { year, body } = await payouts.csv(requireRole(request, 'coach').id, request.query.year);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="stillpoint-earnings-${year}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  };
}
