// The money flow's screens (docs/decisions/0048-ledger-and-transfers.md):
//   GET  /api/admin/transfers             transfers (failed and held first), disputes, failed payouts
//   POST /api/admin/transfers/:id/retry   try a failed or held transfer at the next run of the job
//   GET  /api/admin/reconciliation        the daily runs a page at a time, and one run's mismatches
//   GET  /api/coach/payout-failures       the signed-in coach's own failed payouts
import type { FastifyBaseLogger } from 'fastify';
import type { transferEndpoints } from '../../../../shared/api/endpoints/transfers.js';
import { LEDGER_MESSAGES } from '../../../../shared/schemas/ledger.js';
import type { EndpointHandlers } from '../../../http/endpoint-routes.js';
import { requireRole } from '../../../http/guards.js';
import { parseRowId } from '../../../http/params.js';
import type { RouteDeps } from '../../../http/route-deps.js';
import { createTransferGateway } from '../../../integrations/payments/create-transfer-gateway.js';
import { createReconciliationService } from '../reconciliation/service.js';
import { createMoneyAdminService } from './admin-service.js';

export function transfersHandlers({
  config,
  database,
  now,
  log,
}: RouteDeps & { log: FastifyBaseLogger }): EndpointHandlers<typeof transferEndpoints.endpoints> {
  const gateway = createTransferGateway(database.db, now, config.payments);
  const reconciliation = createReconciliationService({ db: database.db, gateway, log });
  const service = createMoneyAdminService({ db: database.db, reconciliation, now });

  return {
    listAdminTransfers: async (request) => service.transfers(request.query.status),

    retryTransfer: async (request, reply) => {
      await service.retry(parseRowId(request.params.id, LEDGER_MESSAGES.transferNotFound));
      return reply.code(204).send();
    },

    getReconciliation: async (request) => service.reconciliation(request.query),

    listCoachPayoutFailures: async (request) => service.coachPayoutFailures(requireRole(request, 'coach').id),
  };
}
