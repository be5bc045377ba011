// The coach's availability editor talks to these (docs/product/availability-and-time.md).
import type { coachScheduleEndpoints } from '../../../shared/api/endpoints/coach-schedule.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import { requireRole } from '../../http/guards.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createCoachScheduleService } from './service.js';

export function coachScheduleHandlers({ database, now }: RouteDeps): EndpointHandlers<typeof coachScheduleEndpoints.endpoints> {
  const service = createCoachScheduleService({ db: database.db, now });

  return {
    getCoachSchedule: async (request) => service.get(requireRole(request, 'coach')),
    replaceCoachSchedule: async (request) => service.replace(requireRole(request, 'coach'), request.body),
  };
}
