// Work that gave up (docs/decisions/0087-one-work-queue.md):
//   GET  /api/admin/work/dead        the dead work, newest first, with its last error
//   POST /api/admin/work/:id/retry   try it again at once, with fresh attempts
import type { workQueueEndpoints } from '../../../shared/api/endpoints/work-queue.js';
import { WORK_QUEUE_MESSAGES } from '../../../shared/schemas/work-queue.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import { parseRowId } from '../../http/params.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createWorkQueueAdmin } from './service.js';

export function workQueueHandlers({ database, now }: RouteDeps): EndpointHandlers<typeof workQueueEndpoints.endpoints> {
  const admin = createWorkQueueAdmin({ db: database.db, now });
  return {
    listDeadWork: async () => admin.dead(),
    retryDeadWork: async (request, reply) => {
      await admin.retry(parseRowId(request.params.id, WORK_QUEUE_MESSAGES.notFound));
      return reply.code(204).send();
    },
  };
}
