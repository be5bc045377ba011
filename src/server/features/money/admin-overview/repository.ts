// The admin's fee revenue by month from the ledger, and the transfers counted by state.
import { and, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { coachTransfers, ledgerEntries } from '../../../db/schema.js';

export function createOverviewRepository(db: Database) {
  return {
    // Per UTC month since `from`: the fee kept (less fees given back) and the coach shares sent (less reversals).
    async monthlyLedger(from: Date) {
      const month = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM')`;
      const signed = (plus: string, minus: string) =>
        sql<number>`coalesce(sum(case ${ledgerEntries.kind} when ${plus} then ${ledgerEntries.amountCents} when ${minus} then -${ledgerEntries.amountCents} else 0 end), 0)::int`;
      return db
        .select({ month, feeCents: signed('platform_fee', 'platform_fee_refund'), transferredCents: signed('transfer', 'reversal') })
        .from(ledgerEntries)
        .where(
          and(
            gte(ledgerEntries.createdAt, from),
            inArray(ledgerEntries.kind, ['platform_fee', 'platform_fee_refund', 'transfer', 'reversal']),
          ),
        )
        .groupBy(month);
    },

    async transferCounts() {
      return db
        .select({ status: coachTransfers.status, count: sql<number>`count(*)::int` })
        .from(coachTransfers)
        .groupBy(coachTransfers.status);
    },
  };
}
