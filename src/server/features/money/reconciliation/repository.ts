// Reconciliation's queries: each booking's ledger sums, and the run and its
// mismatches. One run per UTC day (unique run_date), so of several processes
// only the one that inserts the day's row runs it.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { reconciliationMismatches, reconciliationRuns } from '../../../db/schema.js';

export const RECONCILE_BATCH = 500;

// One booking with money captured: our ledger's sums, and what to look up at the gateway.
export type BookingSums = {
  bookingId: number;
  provider: 'test' | 'stripe';
  intentId: string | null;
  transferId: string | null;
  transferStatus: string | null;
  paymentStatus: string;
  captured: number;
  refunded: number;
  transferred: number;
  fee: number;
  disputeLost: number;
  // Of transferred: the coach's share sent again by transfers of their own after a lost dispute was won.
  resent: number;
};
// As the SQL below returns it; mapped before it leaves this file.
type BookingSumsRow = {
  booking_id: number;
  provider: 'test' | 'stripe';
  intent_id: string | null;
  transfer_id: string | null;
  transfer_status: string | null;
  payment_status: string;
  captured: number;
  refunded: number;
  transferred: number;
  fee: number;
  dispute_lost: number;
  resent: number;
};
export type MismatchValues = Omit<typeof reconciliationMismatches.$inferInsert, 'id' | 'runId'>;

const kindSum = (kind: string) => sql.raw(`coalesce(sum(l.amount_cents) filter (where l.kind = '${kind}'), 0)::int`);

export function createReconciliationRepository(db: Database) {
  return {
    async startRun(runDate: string, now: Date): Promise<number | undefined> {
      const [row] = await db
        .insert(reconciliationRuns)
        .values({ runDate, status: 'running', startedAt: now })
        .onConflictDoNothing()
        .returning({ id: reconciliationRuns.id });
      return row?.id;
    },

    // Bookings with money captured, after the given id (paged), with our sums for each.
    async bookingSums(afterId: number): Promise<BookingSums[]> {
      const result = (await db.execute(sql`
        select b.id as booking_id, l0.provider, b.stripe_payment_id as intent_id, t.provider_transfer_id as transfer_id,
          t.status::text as transfer_status, b.payment_status::text as payment_status,
          ${kindSum('capture')} as captured, ${kindSum('refund')} as refunded,
          (${kindSum('transfer')} - ${kindSum('reversal')}) as transferred,
          (${kindSum('platform_fee')} - ${kindSum('platform_fee_refund')}) as fee, (${kindSum('dispute_loss')} - ${kindSum('dispute_reinstatement')}) as dispute_lost,
          coalesce(sum(l.amount_cents) filter (where l.kind = 'transfer' and l.provider_reference <> t.provider_transfer_id), 0)::int as resent
        from bookings b
        join ledger_entries l on l.booking_id = b.id
        join lateral (select provider from ledger_entries x where x.booking_id = b.id and x.kind = 'capture' limit 1) l0 on true
        left join coach_transfers t on t.booking_id = b.id
        where b.id > ${afterId}::int
        group by b.id, l0.provider, t.provider_transfer_id, t.status
        order by b.id limit ${RECONCILE_BATCH}`)) as unknown as { rows: BookingSumsRow[] };
      return result.rows.map((r) => ({
        bookingId: r.booking_id,
        provider: r.provider,
        intentId: r.intent_id,
        transferId: r.transfer_id,
        transferStatus: r.transfer_status,
        paymentStatus: r.payment_status,
        captured: r.captured,
        refunded: r.refunded,
        transferred: r.transferred,
        fee: r.fee,
        disputeLost: r.dispute_lost,
        resent: r.resent,
      }));
    },

    async finishRun(id: number, checked: number, mismatches: MismatchValues[], now: Date, error?: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (mismatches.length > 0) await tx.insert(reconciliationMismatches).values(mismatches.map((m) => ({ ...m, runId: id })));
        const status = error ? 'failed' : mismatches.length > 0 ? 'mismatches' : 'ok';
        await tx
          .update(reconciliationRuns)
          .set({ status, bookingsChecked: checked, mismatchCount: mismatches.length, error: error ?? null, finishedAt: now })
          .where(eq(reconciliationRuns.id, id));
      });
    },

    async countRuns(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(reconciliationRuns);
      return row?.n ?? 0;
    },

    async runExists(id: number): Promise<boolean> {
      const rows = await db.select({ id: reconciliationRuns.id }).from(reconciliationRuns).where(eq(reconciliationRuns.id, id));
      return rows.length > 0;
    },

    recentRuns(limit: number, offset = 0) {
      return db
        .select({
          id: reconciliationRuns.id,
          runDate: reconciliationRuns.runDate,
          status: reconciliationRuns.status,
          bookingsChecked: reconciliationRuns.bookingsChecked,
          mismatchCount: reconciliationRuns.mismatchCount,
          error: reconciliationRuns.error,
          startedAt: reconciliationRuns.startedAt,
          finishedAt: reconciliationRuns.finishedAt,
        })
        .from(reconciliationRuns)
        .orderBy(desc(reconciliationRuns.startedAt), desc(reconciliationRuns.id))
        .limit(limit)
        .offset(offset);
    },

    mismatchesOf(runId: number) {
      return db
        .select({
          bookingId: reconciliationMismatches.bookingId,
          check: reconciliationMismatches.check,
          ledgerCents: reconciliationMismatches.ledgerCents,
          gatewayCents: reconciliationMismatches.gatewayCents,
          detail: reconciliationMismatches.detail,
        })
        .from(reconciliationMismatches)
        .where(eq(reconciliationMismatches.runId, runId))
        .orderBy(reconciliationMismatches.bookingId);
    },
  };
}

export type ReconciliationRepository = ReturnType<typeof createReconciliationRepository>;
