import type { specializationEndpoints } from '../../../shared/api/endpoints/specializations.js';
import { listingRuleOf } from '../../db/queries/listable-coach.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createSpecializationsService } from './service.js';

// Public and read-only here; creating and editing specializations is the admin feature's.
export function specializationsHandlers({ config, database }: RouteDeps): EndpointHandlers<typeof specializationEndpoints.endpoints> {
  const service = createSpecializationsService({ db: database.db, listing: listingRuleOf(config.payments) });
  return {
    listSpecializations: async () => service.listWithCoachCounts(),
  };
}
