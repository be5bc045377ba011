// The admins' coach review queue and decisions (docs/product/vetting.md),
// admins only like the rest of the admin console (the table's access): visitors
// 401, clients and coaches 403, before anything they sent is read.
import type { FastifyBaseLogger } from 'fastify';
import type { vettingEndpoints } from '../../../shared/api/endpoints/vetting.js';
import { VETTING_MESSAGES } from '../../../shared/schemas/vetting.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import { parseRowId } from '../../http/params.js';
import type { RouteDeps } from '../../http/route-deps.js';
import type { EmailDelivery } from '../../integrations/email/email-delivery.js';
import { createVettingService } from './service.js';
import { publicOrigin } from '../../config.js';

export function vettingHandlers({
  config,
  database,
  email,
  log,
}: RouteDeps & { email: EmailDelivery; log: FastifyBaseLogger }): EndpointHandlers<typeof vettingEndpoints.endpoints> {
  const service = createVettingService({
    db: database.db,
    config,
    email,
    log,
    baseUrl: publicOrigin(config),
  });
  const coachId = (raw: string) => parseRowId(raw, VETTING_MESSAGES.coachNotFound);

  return {
    getVettingQueue: async (request) => service.queue(request.query),
    approveVettingCoach: async (request) => service.approve(coachId(request.params.id)),
    rejectVettingCoach: async (request) => service.reject(coachId(request.params.id), request.body.reason),
    unlistVettingCoach: async (request) => service.unlist(coachId(request.params.id), request.body.reason),
  };
}
