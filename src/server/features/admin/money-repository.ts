// The admin's money view: fee revenue by month from the ledger, the coach
// transfers and their state, and the reconciliation runs with what they found.
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { coachProfiles, coachTransfers, ledgerEntries, reconciliationMismatches, reconciliationRuns, users } from '../../db/schema.js';

export const MONEY_TRANSFERS_SHOWN = 50;
export const RECONCILIATION_RUNS_SHOWN = 14;
const MISMATCHES_PER_RUN = 50;

type TransferStatus = typeof coachTransfers.$inferSelect.status;

export function createMoneyRepository(db: Database) {
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

    // Newest due first: what is stuck or failing is at the top of a status filter.
    async transfers(status: TransferStatus | undefined) {
      return db
        .select({
          id: coachTransfers.id,
          bookingId: coachTransfers.bookingId,
          firstName: users.firstName,
          lastName: users.lastName,
          status: coachTransfers.status,
          amountCents: coachTransfers.amountCents,
          feeCents: coachTransfers.feeCents,
          reversedCents: coachTransfers.reversedCents,
          dueAt: coachTransfers.dueAt,
          paidAt: coachTransfers.paidAt,
          attempts: coachTransfers.attempts,
          holdReason: coachTransfers.holdReason,
          lastError: coachTransfers.lastError,
        })
        .from(coachTransfers)
        .innerJoin(coachProfiles, eq(coachProfiles.id, coachTransfers.coachId))
        .innerJoin(users, eq(users.id, coachProfiles.userId))
        .where(status ? eq(coachTransfers.status, status) : undefined)
        .orderBy(desc(coachTransfers.dueAt), desc(coachTransfers.id))
        .limit(MONEY_TRANSFERS_SHOWN);
    },

    async reconciliationRuns() {
      return db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.runDate)).limit(RECONCILIATION_RUNS_SHOWN);
    },

    async mismatchesOf(runIds: number[]) {
      if (runIds.length === 0) return [];
      return db
        .select({
          runId: reconciliationMismatches.runId,
          bookingId: reconciliationMismatches.bookingId,
          check: reconciliationMismatches.check,
          ledgerCents: reconciliationMismatches.ledgerCents,
          gatewayCents: reconciliationMismatches.gatewayCents,
          detail: reconciliationMismatches.detail,
        })
        .from(reconciliationMismatches)
        .where(inArray(reconciliationMismatches.runId, runIds))
        .orderBy(reconciliationMismatches.runId, reconciliationMismatches.id)
        .limit(MISMATCHES_PER_RUN * runIds.length);
    },
  };
}
