// Reporting a review, a user or a message: signed-in clients and coaches (admins act on reports instead,
// in the admin console). The role guard runs before the body is read; the abuse limit after
// validation, so a form the schema refuses is not counted.
import type { reportEndpoints } from '../../../shared/api/endpoints/reports.js';
import { listingRuleOf } from '../../db/queries/listable-coach.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import { requireUser } from '../../http/guards.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createConversationsServiceFor, type ConversationsRouteDeps } from '../conversations/service.js';
import { createReportsService } from './service.js';

export function reportsHandlers(deps: RouteDeps & ConversationsRouteDeps): EndpointHandlers<typeof reportEndpoints.endpoints> {
  const conversations = createConversationsServiceFor(deps);
  const service = createReportsService({
    db: deps.database.db,
    now: deps.now,
    messageForParty: conversations.messageForParty,
    listing: listingRuleOf(deps.config.payments),
  });

  return {
    createReport: async (request) => service.create(requireUser(request), request.body),
  };
}
