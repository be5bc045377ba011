// The money flow's screens (docs/decisions/0048-ledger-and-transfers.md):
//   GET  /api/admin/transfers             transfers (failed and held first), disputes, failed payouts
//   POST /api/admin/transfers/:id/retry   try a failed or held transfer at the next run of the job
//   GET  /api/admin/reconciliation        the recent daily runs and the newest run's mismatches
//   GET  /api/coach/payout-failures       the signed-in coach's own failed payouts
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LEDGER_MESSAGES,
  ZAdminReconciliation,
  ZAdminTransfers,
  ZAdminTransfersQuery,
  ZCoachPayoutFailures,
} from '../../../../shared/schemas/ledger.js';
import { mustHaveRole, requireRole } from '../../../http/guards.js';
import { parseRowId, ZIdParams } from '../../../http/params.js';
import type { RouteDeps } from '../../../http/route-deps.js';
import { createTransferGateway } from '../../../integrations/payments/create-transfer-gateway.js';
import { createReconciliationService } from '../reconciliation/service.js';
import { createMoneyAdminService } from './admin-service.js';

export const moneyRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config, database, now }) => {
  const gateway = createTransferGateway(database.db, now, config.payments);
  const reconciliation = createReconciliationService({ db: database.db, gateway, log: app.log });
  const service = createMoneyAdminService({ db: database.db, reconciliation, now });
  const adminOnly = { onRequest: mustHaveRole('admin') };

  app.get(
    '/api/admin/transfers',
    { ...adminOnly, schema: { querystring: ZAdminTransfersQuery, response: { 200: ZAdminTransfers } } },
    async (request) => service.transfers(request.query.status),
  );

  app.post('/api/admin/transfers/:id/retry', { ...adminOnly, schema: { params: ZIdParams } }, async (request, reply) => {
    await service.retry(parseRowId(request.params.id, LEDGER_MESSAGES.transferNotFound));
    return reply.code(204).send();
  });

  app.get('/api/admin/reconciliation', { ...adminOnly, schema: { response: { 200: ZAdminReconciliation } } }, async () =>
    service.reconciliation(),
  );

  app.get(
    '/api/coach/payout-failures',
    { onRequest: mustHaveRole('coach'), schema: { response: { 200: ZCoachPayoutFailures } } },
    async (request) => service.coachPayoutFailures(requireRole(request, 'coach').id),
  );
};
