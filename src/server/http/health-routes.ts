import type { healthEndpoints } from '../../shared/api/endpoints/health.js';
import type { DatabaseHandle } from '../db/client.js';
import type { EndpointHandlers } from './endpoint-routes.js';

// /healthz: the process is up. /readyz: it can also reach its database.
export function healthHandlers({ database }: { database: DatabaseHandle }): EndpointHandlers<typeof healthEndpoints.endpoints> {
  return {
    getHealth: async () => ({ status: 'ok' as const }),
    getReadiness: async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ready' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable', message: 'The database cannot be reached.' });
      }
    },
  };
}
