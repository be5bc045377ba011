// The admin's GET /api/admin/money (admin's route, through money-service.ts):
// what the platform earned month by month, and how many transfers are in each
// state. The transfers themselves, disputes, failed payouts and
// reconciliation are money/transfers' routes (0048).
import type { TAdminMoney } from '../../../../shared/schemas/earnings.js';
import type { Database } from '../../../db/client.js';
import { createOverviewRepository } from './repository.js';

const MONTHS_SHOWN = 12;

// "2026-11" for the month `back` months before `now` (UTC).
function monthKey(now: Date, back: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

export function createOverviewService({ db, now }: { db: Database; now: () => Date }) {
  const repo = createOverviewRepository(db);
  return {
    async overview(): Promise<TAdminMoney> {
      const at = now();
      const from = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - (MONTHS_SHOWN - 1), 1));
      const [ledger, counts] = await Promise.all([repo.monthlyLedger(from), repo.transferCounts()]);
      const byMonth = new Map(ledger.map((row) => [row.month, row]));
      return {
        // Every month shown, with zeros for a quiet one, so the table never skips.
        feeRevenue: Array.from({ length: MONTHS_SHOWN }, (_, i) => {
          const month = monthKey(at, MONTHS_SHOWN - 1 - i);
          const row = byMonth.get(month);
          return { month, feeCents: row?.feeCents ?? 0, transferredCents: row?.transferredCents ?? 0 };
        }),
        transferCounts: Object.fromEntries(counts.map((c) => [c.status, c.count])),
      };
    },
  };
}
