// The money screens' data: what admins see of transfers, disputes, failed
// payouts and reconciliation, and a coach's own failed payouts.
import {
  LEDGER_MESSAGES,
  RECONCILIATION_RUNS_PAGE,
  type TAdminReconciliation,
  type TAdminReconciliationQuery,
  type TAdminTransfers,
  type TRANSFER_STATUSES,
} from '../../../../shared/schemas/ledger.js';
import type { Database } from '../../../db/client.js';
import { ConflictError, NotFoundError } from '../../../errors/domain-errors.js';
import type { ReconciliationService } from '../reconciliation/service.js';
import { createMoneyAdminRepository } from './admin-repository.js';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

export function createMoneyAdminService({
  db,
  reconciliation,
  now,
}: {
  db: Database;
  reconciliation: ReconciliationService;
  now: () => Date;
}) {
  const repo = createMoneyAdminRepository(db);
  return {
    async transfers(status?: (typeof TRANSFER_STATUSES)[number]): Promise<TAdminTransfers> {
      const [transfers, disputes, failures] = await Promise.all([repo.transfers(status), repo.disputes(), repo.payoutFailures()]);
      return {
        transfers: transfers.map((t) => ({ ...t, dueAt: iso(t.dueAt), nextAttemptAt: iso(t.nextAttemptAt), paidAt: isoOrNull(t.paidAt) })),
        disputes: disputes.map((d) => ({ ...d, createdAt: iso(d.createdAt) })),
        payoutFailures: failures.map((f) => ({ ...f, createdAt: iso(f.createdAt) })),
      };
    },

    async retry(id: number): Promise<void> {
      if (await repo.retryNow(id, now())) return;
      if (!(await repo.exists(id))) throw new NotFoundError(LEDGER_MESSAGES.transferNotFound);
      throw new ConflictError(LEDGER_MESSAGES.notRetryable);
    },

    async reconciliation(query: TAdminReconciliationQuery): Promise<TAdminReconciliation> {
      const found = await reconciliation.history(query.page, RECONCILIATION_RUNS_PAGE, query.runId);
      if (!found) throw new NotFoundError(LEDGER_MESSAGES.runNotFound);
      const { runs, total, runId, mismatches } = found;
      return {
        runs: runs.map((r) => ({ ...r, startedAt: iso(r.startedAt), finishedAt: isoOrNull(r.finishedAt) })),
        total,
        page: query.page,
        totalPages: Math.max(1, Math.ceil(total / RECONCILIATION_RUNS_PAGE)),
        runId,
        mismatches,
      };
    },

    async coachPayoutFailures(userId: number) {
      const failures = await repo.payoutFailuresOfCoachUser(userId);
      return { payoutFailures: failures.map((f) => ({ ...f, createdAt: iso(f.createdAt) })) };
    },
  };
}
