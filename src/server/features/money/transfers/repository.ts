// The queries of the coach transfers (docs/decisions/0048-ledger-and-transfers.md).
// Sums always come from ledger_entries. Every state change is conditional on
// the state the caller saw (and, for a claimed row, on its claim), so with
// several processes running the job each row is handled by one of them.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { coachTransfers, ledgerEntries } from '../../../db/schema.js';

export const TRANSFER_BATCH = 50;
type Rows<T> = { rows: T[] };
type Provider = 'test' | 'stripe';
export type LedgerValues = Omit<typeof ledgerEntries.$inferInsert, 'id'>;
export type HoldReason = NonNullable<typeof coachTransfers.$inferSelect.holdReason>;

// Per booking: captured and refunded so far, from the ledger. A booking paid
// with a credit counts the credit's value as captured (the package's price /
// k, docs/decisions/0055-packages-and-memberships.md) unless the credit came back.
// What went back to the client counts a dispute the platform lost as a refund: the coach's
// share of it is not sent, or is reversed once sent (as after a refund); a reinstatement cancels it.
const sums = sql`
  (coalesce((select sum(amount_cents) from ledger_entries l where l.booking_id = b.id and l.kind = 'capture'), 0)
    + coalesce((select sum(case when c.kind = 'redeemed' then c.amount_cents else -c.amount_cents end) from credit_entries c
        where c.booking_id = b.id and c.kind in ('redeemed', 'returned')), 0))::int as captured,
  coalesce((select sum(case when l.kind = 'dispute_reinstatement' then -l.amount_cents else l.amount_cents end) from ledger_entries l
    where l.booking_id = b.id and l.kind in ('refund', 'dispute_loss', 'dispute_reinstatement')), 0)::int as refunded`;
const scoped = (bookingIds?: number[]) =>
  bookingIds
    ? sql`and b.id in (${sql.join(
        bookingIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})`
    : sql``;

// A completed, paid booking without a transfer row yet.
export type Candidate = {
  bookingId: number;
  coachId: number;
  planType: 'free' | 'pro';
  completedAt: Date;
  captured: number;
  refunded: number;
};
// A transfer row this process claimed. `claimedAt` is the database's own text
// of the claim's time (microseconds included), so the later conditional
// updates compare it exactly.
export type Claimed = { id: number; bookingId: number; coachId: number; attempts: number; claimedAt: string };
// What deciding and making a booking's transfer needs.
export type Context = {
  captured: number;
  refunded: number;
  planType: 'free' | 'pro';
  currency: string;
  noShowOpen: boolean;
  disputeOpen: boolean;
  accountProvider: string | null;
  accountId: string | null;
  payoutsEnabled: boolean | null;
};
// A paid transfer whose booking was refunded (more) since.
export type ReversalDue = {
  id: number;
  bookingId: number;
  coachId: number;
  provider: Provider;
  providerTransferId: string;
  amountCents: number;
  feeCents: number;
  reversedCents: number;
  feeRefunded: number;
  captured: number;
  refunded: number;
};

// A transfer whose booking had a lost dispute reinstated: what the coach has been sent so far, net.
export type ResendDue = ReversalDue & { netSent: number; netFee: number; resent: number; reinstated: number };

// The rows as the SQL below returns them; mapped to the types above before they leave this file.
type CandidateRow = {
  booking_id: number;
  coach_id: number;
  plan_type: 'free' | 'pro';
  completed_at: string;
  captured: number;
  refunded: number;
};
type ClaimedRow = { id: number; booking_id: number; coach_id: number; attempts: number; claimed_at: string };
type ContextRow = {
  captured: number;
  refunded: number;
  plan_type: 'free' | 'pro';
  currency: string;
  no_show_open: boolean;
  dispute_open: boolean;
  account_provider: string | null;
  account_id: string | null;
  payouts_enabled: boolean | null;
};
type ReversalDueRow = {
  id: number;
  booking_id: number;
  coach_id: number;
  provider: Provider;
  provider_transfer_id: string;
  amount_cents: number;
  fee_cents: number;
  reversed_cents: number;
  fee_refunded: number;
  captured: number;
  refunded: number;
};

type ResendDueRow = ReversalDueRow & { net_sent: number; net_fee: number; resent: number; reinstated: number };

const toCandidate = (r: CandidateRow): Candidate => ({
  bookingId: r.booking_id,
  coachId: r.coach_id,
  planType: r.plan_type,
  completedAt: new Date(r.completed_at),
  captured: r.captured,
  refunded: r.refunded,
});
const toClaimed = (r: ClaimedRow): Claimed => ({
  id: r.id,
  bookingId: r.booking_id,
  coachId: r.coach_id,
  attempts: r.attempts,
  claimedAt: r.claimed_at,
});
const toContext = (r: ContextRow): Context => ({
  captured: r.captured,
  refunded: r.refunded,
  planType: r.plan_type,
  currency: r.currency,
  noShowOpen: r.no_show_open,
  disputeOpen: r.dispute_open,
  accountProvider: r.account_provider,
  accountId: r.account_id,
  payoutsEnabled: r.payouts_enabled,
});
const toReversalDue = (r: ReversalDueRow): ReversalDue => ({
  id: r.id,
  bookingId: r.booking_id,
  coachId: r.coach_id,
  provider: r.provider,
  providerTransferId: r.provider_transfer_id,
  amountCents: r.amount_cents,
  feeCents: r.fee_cents,
  reversedCents: r.reversed_cents,
  feeRefunded: r.fee_refunded,
  captured: r.captured,
  refunded: r.refunded,
});

export function createTransfersRepository(db: Database) {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;

  return {
    // Paid bookings without a transfer row yet, with when they were completed:
    // sessions held, and sessions cancelled late whose client kept paying part
    // (a partial refund, or a credit spent), whose kept share goes to the coach
    // as the cancellation e-mail says, counted from the session's planned end
    // (docs/decisions/0070-memberships-on-stripe-billing.md).
    async candidates(bookingIds?: number[]): Promise<Candidate[]> {
      const found = await rows<CandidateRow>(sql`
        select booking_id, coach_id, plan_type, completed_at, captured, refunded from (
          select b.id as booking_id, b.coach_id, b.status, c.plan_type,
            (case when b.status = 'cancelled' then b.end_time
              else coalesce((select max(h.created_at) from booking_status_history h where h.booking_id = b.id and h.to_status = 'completed'), b.end_time)
            end)::text as completed_at,
            ${sums}
          from bookings b join coach_profiles c on c.id = b.coach_id
          where b.status in ('completed', 'cancelled') and b.payment_status in ('paid', 'partially_refunded')
            and not exists (select 1 from coach_transfers t where t.booking_id = b.id) ${scoped(bookingIds)}
        ) paid
        where status = 'completed' or captured > refunded
        order by booking_id limit ${TRANSFER_BATCH}`);
      return found.map(toCandidate);
    },

    async schedule(values: Array<typeof coachTransfers.$inferInsert>): Promise<number> {
      if (values.length === 0) return 0;
      return (await db.insert(coachTransfers).values(values).onConflictDoNothing().returning({ id: coachTransfers.id })).length;
    },

    // Rows due now (scheduled, failed or held) and in-flight claims older than
    // the lease (a process that died mid-call), claimed by this call only.
    async claimDue(now: Date, leaseMs: number, bookingIds?: number[]): Promise<Claimed[]> {
      const stale = new Date(now.getTime() - leaseMs);
      const claimable = sql`((t.status in ('scheduled', 'failed', 'held') and t.next_attempt_at <= ${now}::timestamptz)
        or (t.status = 'in_flight' and t.claimed_at < ${stale}::timestamptz))`;
      const claimed = await rows<ClaimedRow>(sql`
        update coach_transfers t set status = 'in_flight', claimed_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
        where t.id in (
          select t.id from coach_transfers t join bookings b on b.id = t.booking_id
          where ${claimable} ${scoped(bookingIds)}
          order by t.next_attempt_at limit ${TRANSFER_BATCH} for update of t skip locked)
        and ${claimable}
        returning t.id, t.booking_id, t.coach_id, t.attempts, t.claimed_at::text`);
      return claimed.map(toClaimed);
    },

    async context(bookingId: number): Promise<Context | undefined> {
      const [row] = await rows<ContextRow>(sql`
        select ${sums}, c.plan_type, coalesce((select currency from payments p where p.booking_id = b.id limit 1), 'usd') as currency,
          exists (select 1 from no_show_reports n where n.booking_id = b.id and n.state in ('reported', 'disputed', 'refunded')) as no_show_open,
          exists (select 1 from payment_disputes d where d.booking_id = b.id and d.status not in ('won', 'lost', 'warning_closed')) as dispute_open,
          a.provider as account_provider, a.account_id, a.payouts_enabled
        from bookings b join coach_profiles c on c.id = b.coach_id
        left join coach_payout_accounts a on a.coach_id = b.coach_id
        where b.id = ${bookingId}::int`);
      return row && toContext(row);
    },

    // Ends this process's claim; false when the claim was lost (taken over after the lease).
    async release(
      id: number,
      claimedAt: string,
      set: Partial<typeof coachTransfers.$inferInsert>,
      ledger: LedgerValues[] = [],
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(coachTransfers)
          .set(set)
          .where(
            and(
              eq(coachTransfers.id, id),
              eq(coachTransfers.status, 'in_flight'),
              sql`${coachTransfers.claimedAt} = ${claimedAt}::timestamptz`,
            ),
          )
          .returning({ id: coachTransfers.id });
        if (changed.length === 0) return false;
        if (ledger.length > 0) await tx.insert(ledgerEntries).values(ledger).onConflictDoNothing();
        return true;
      });
    },

    // Paid transfers whose booking was refunded (more) since: the coach's part comes back.
    async reversalsDue(bookingIds?: number[]): Promise<ReversalDue[]> {
      const due = await rows<ReversalDueRow>(sql`
        select * from (
          select t.id, t.booking_id, t.coach_id, t.provider, t.provider_transfer_id, t.amount_cents, t.fee_cents, t.reversed_cents,
            coalesce((select sum(amount_cents) from ledger_entries l where l.booking_id = b.id and l.kind = 'platform_fee_refund'), 0)::int as fee_refunded,
            ${sums}
          from coach_transfers t join bookings b on b.id = t.booking_id
          where t.status in ('paid', 'partially_reversed') ${scoped(bookingIds)}
        ) due
        where due.refunded > due.captured - due.amount_cents - due.fee_cents
        order by due.id limit ${TRANSFER_BATCH}`);
      return due.map(toReversalDue);
    },

    // Transfers of bookings with a reinstated dispute (lost, then won): the coach's reversed share may be owed again.
    async resendsDue(bookingIds?: number[]): Promise<ResendDue[]> {
      const kindSum = (kind: string) =>
        sql.raw(`coalesce((select sum(amount_cents) from ledger_entries l where l.booking_id = b.id and l.kind = '${kind}'), 0)::int`);
      const due = await rows<ResendDueRow>(sql`
        select t.id, t.booking_id, t.coach_id, t.provider, t.provider_transfer_id, t.amount_cents, t.fee_cents, t.reversed_cents,
          ${kindSum('platform_fee_refund')} as fee_refunded,
          (${kindSum('transfer')} - ${kindSum('reversal')}) as net_sent,
          (${kindSum('platform_fee')} - ${kindSum('platform_fee_refund')}) as net_fee,
          (${kindSum('transfer')} - t.amount_cents) as resent,
          ${kindSum('dispute_reinstatement')} as reinstated,
          ${sums}
        from coach_transfers t join bookings b on b.id = t.booking_id
        where t.status in ('paid', 'partially_reversed', 'reversed') and t.provider_transfer_id is not null
          and exists (select 1 from ledger_entries l where l.booking_id = b.id and l.kind = 'dispute_reinstatement') ${scoped(bookingIds)}
        order by t.id limit ${TRANSFER_BATCH}`);
      return due.map((r) => ({ ...toReversalDue(r), netSent: r.net_sent, netFee: r.net_fee, resent: r.resent, reinstated: r.reinstated }));
    },

    async insertLedger(ledger: LedgerValues[]): Promise<void> {
      if (ledger.length > 0) await db.insert(ledgerEntries).values(ledger).onConflictDoNothing();
    },

    // A reversal the gateway refused: kept on the row for admins; the job tries again next run.
    async noteError(id: number, error: string, now: Date): Promise<void> {
      await db.update(coachTransfers).set({ lastError: error, updatedAt: now }).where(eq(coachTransfers.id, id));
    },

    // Moves reversed_cents on from what the caller saw, with the ledger rows, in one transaction.
    async recordReversal(id: number, fromReversed: number, toReversed: number, amountCents: number, now: Date, ledger: LedgerValues[]) {
      return db.transaction(async (tx) => {
        const status = toReversed >= amountCents ? 'reversed' : 'partially_reversed';
        const changed = await tx
          .update(coachTransfers)
          .set({ reversedCents: toReversed, status, updatedAt: now })
          .where(
            and(
              eq(coachTransfers.id, id),
              eq(coachTransfers.reversedCents, fromReversed),
              inArray(coachTransfers.status, ['paid', 'partially_reversed']),
            ),
          )
          .returning({ id: coachTransfers.id });
        if (ledger.length > 0) await tx.insert(ledgerEntries).values(ledger).onConflictDoNothing();
        return changed.length > 0;
      });
    },
  };
}

export type TransfersRepository = ReturnType<typeof createTransfersRepository>;
