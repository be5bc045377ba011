// Queries behind the money webhooks (refunds, disputes, transfers, failed
// payouts). They run in the event's transaction; each write is conditional or
// keyed by the provider's id, so an event we already caught up with changes nothing.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { firstRow } from '../../../db/queries/first-row.js';
import type { Database } from '../../../db/client.js';
import {
  bookings,
  coachPayoutAccounts,
  coachTransfers,
  ledgerEntries,
  paymentDisputes,
  payments,
  payoutFailures,
} from '../../../db/schema.js';
import { columnsOf } from '../../../db/queries/columns-of.js';

const PROVIDER = 'stripe' as const;

export function createMoneyWebhookRepository(db: Database) {
  return {
    // The booking paid with this intent, while not fully refunded, with what our ledger has refunded.
    async refundableBooking(intentId: string) {
      return firstRow(
        db,
        {
          ...columnsOf(bookings, 'id', 'clientId', 'totalPriceCents'),
          refunded: sql<number>`coalesce((select sum(${ledgerEntries.amountCents}) from ${ledgerEntries}
            where ${ledgerEntries.bookingId} = ${bookings.id} and ${ledgerEntries.kind} = 'refund'), 0)::int`,
        },
        bookings,
        and(eq(bookings.stripePaymentId, intentId), inArray(bookings.paymentStatus, ['paid', 'partially_refunded'])),
      );
    },

    async recordedPaymentIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: payments.providerPaymentId })
        .from(payments)
        .where(and(eq(payments.provider, PROVIDER), inArray(payments.providerPaymentId, ids)));
      return new Set(rows.map((r) => r.id));
    },

    // The payments row of the refund; the payments trigger writes its ledger row (migration 0020).
    async insertRefund(values: { bookingId: number; userId: number; refundId: string; amountCents: number; currency: string }, now: Date) {
      await db
        .insert(payments)
        .values({
          bookingId: values.bookingId,
          userId: values.userId,
          provider: PROVIDER,
          providerPaymentId: values.refundId,
          amountCents: values.amountCents,
          currency: values.currency,
          status: 'refunded',
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
    },

    async setRefundStatus(bookingId: number, full: boolean, now: Date) {
      await db
        .update(bookings)
        .set({ paymentStatus: full ? 'refunded' : 'partially_refunded', updatedAt: now })
        .where(and(eq(bookings.id, bookingId), inArray(bookings.paymentStatus, ['paid', 'partially_refunded'])));
    },

    async bookingIdOfIntent(intentId: string): Promise<number | undefined> {
      const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.stripePaymentId, intentId)).limit(1);
      return row?.id;
    },

    // Created or updated: the dispute's latest status wins.
    async saveDispute(values: Omit<typeof paymentDisputes.$inferInsert, 'id' | 'provider'>, now: Date) {
      await db
        .insert(paymentDisputes)
        .values({ ...values, provider: PROVIDER, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [paymentDisputes.provider, paymentDisputes.providerDisputeId],
          set: { status: values.status, updatedAt: now },
        });
    },

    // A lost dispute's ledger row, once per dispute (the ledger is unique per provider, kind and
    // reference), never more than the booking still had after refunds and earlier losses.
    async recordDisputeLoss(bookingId: number, disputeId: string, amountCents: number, now: Date) {
      await db.execute(sql`
        insert into ${ledgerEntries} (booking_id, coach_id, kind, amount_cents, provider, provider_reference, created_at)
        select b.id, b.coach_id, 'dispute_loss', least(${amountCents}::int, s.left_cents), ${PROVIDER}, ${disputeId}, ${now}
        from ${bookings} b
        cross join lateral (
          select coalesce(sum(case when l.kind in ('capture', 'dispute_reinstatement') then l.amount_cents else -l.amount_cents end), 0)::int as left_cents
          from ${ledgerEntries} l where l.booking_id = b.id and l.kind in ('capture', 'refund', 'dispute_loss', 'dispute_reinstatement')
        ) s
        where b.id = ${bookingId}::int and s.left_cents > 0
        on conflict do nothing`);
    },

    // A lost dispute won after all (on appeal, or Stripe reinstated the funds): a row that cancels
    // that dispute's loss, once, for what the loss recorded; nothing when no loss was recorded.
    async recordDisputeReinstatement(bookingId: number, disputeId: string, now: Date) {
      await db.execute(sql`
        insert into ${ledgerEntries} (booking_id, coach_id, kind, amount_cents, currency, provider, provider_reference, created_at)
        select l.booking_id, l.coach_id, 'dispute_reinstatement', l.amount_cents, l.currency, ${PROVIDER}, ${disputeId}, ${now}
        from ${ledgerEntries} l
        where l.booking_id = ${bookingId}::int and l.kind = 'dispute_loss' and l.provider = ${PROVIDER} and l.provider_reference = ${disputeId}
        on conflict do nothing`);
    },

    async coachOfAccount(accountId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ coachId: coachPayoutAccounts.coachId })
        .from(coachPayoutAccounts)
        .where(eq(coachPayoutAccounts.accountId, accountId))
        .limit(1);
      return row?.coachId;
    },

    async insertPayoutFailure(values: Omit<typeof payoutFailures.$inferInsert, 'id' | 'provider'>) {
      await db
        .insert(payoutFailures)
        .values({ ...values, provider: PROVIDER })
        .onConflictDoNothing();
    },

    async transferByProviderId(transferId: string) {
      return firstRow(
        db,
        {
          ...columnsOf(coachTransfers, 'id', 'bookingId', 'coachId', 'amountCents', 'currency'),
        },
        coachTransfers,
        and(eq(coachTransfers.provider, PROVIDER), eq(coachTransfers.providerTransferId, transferId)),
      );
    },

    // Reversals the gateway made that our ledger does not have yet (e.g. from the dashboard).
    async recordReversals(
      transfer: { id: number; bookingId: number; coachId: number; amountCents: number; currency: string },
      reversals: Array<{ id: string; amount: number }>,
      amountReversed: number,
      now: Date,
    ) {
      if (reversals.length > 0) {
        await db
          .insert(ledgerEntries)
          .values(
            reversals.map((r) => ({
              bookingId: transfer.bookingId,
              coachId: transfer.coachId,
              kind: 'reversal' as const,
              amountCents: r.amount,
              currency: transfer.currency,
              provider: PROVIDER,
              providerReference: r.id,
              createdAt: now,
            })),
          )
          .onConflictDoNothing();
      }
      const reversed = Math.min(amountReversed, transfer.amountCents);
      await db
        .update(coachTransfers)
        .set({ reversedCents: reversed, status: reversed >= transfer.amountCents ? 'reversed' : 'partially_reversed', updatedAt: now })
        .where(
          and(
            eq(coachTransfers.id, transfer.id),
            inArray(coachTransfers.status, ['paid', 'partially_reversed']),
            sql`${coachTransfers.reversedCents} < ${reversed}`,
          ),
        );
    },
  };
}

export type MoneyWebhookRepository = ReturnType<typeof createMoneyWebhookRepository>;
