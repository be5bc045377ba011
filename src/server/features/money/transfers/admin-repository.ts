// What admins and coaches read about the money flow: transfers (problems
// first), disputes and failed payouts. Named columns only.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { coachProfiles, coachTransfers, paymentDisputes, payoutFailures, users } from '../../../db/schema.js';
import type { TRANSFER_STATUSES } from '../../../../shared/schemas/ledger.js';

const LIST_LIMIT = 100;
const coachName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
const failureColumns = {
  id: payoutFailures.id,
  amountCents: payoutFailures.amountCents,
  currency: payoutFailures.currency,
  failureCode: payoutFailures.failureCode,
  failureMessage: payoutFailures.failureMessage,
  createdAt: payoutFailures.createdAt,
};

export function createMoneyAdminRepository(db: Database) {
  return {
    transfers(status?: (typeof TRANSFER_STATUSES)[number]) {
      return (
        db
          .select({
            id: coachTransfers.id,
            bookingId: coachTransfers.bookingId,
            coachId: coachTransfers.coachId,
            coachName,
            status: coachTransfers.status,
            amountCents: coachTransfers.amountCents,
            feeCents: coachTransfers.feeCents,
            reversedCents: coachTransfers.reversedCents,
            dueAt: coachTransfers.dueAt,
            nextAttemptAt: coachTransfers.nextAttemptAt,
            attempts: coachTransfers.attempts,
            lastError: coachTransfers.lastError,
            holdReason: coachTransfers.holdReason,
            providerTransferId: coachTransfers.providerTransferId,
            paidAt: coachTransfers.paidAt,
          })
          .from(coachTransfers)
          .innerJoin(coachProfiles, eq(coachProfiles.id, coachTransfers.coachId))
          .innerJoin(users, eq(users.id, coachProfiles.userId))
          .where(status ? eq(coachTransfers.status, status) : undefined)
          // Failed and held ones first: they are what an admin has to look at.
          .orderBy(sql`${coachTransfers.status} in ('failed', 'held') desc`, desc(coachTransfers.updatedAt))
          .limit(LIST_LIMIT)
      );
    },

    disputes() {
      return db
        .select({
          id: paymentDisputes.id,
          bookingId: paymentDisputes.bookingId,
          providerDisputeId: paymentDisputes.providerDisputeId,
          amountCents: paymentDisputes.amountCents,
          reason: paymentDisputes.reason,
          status: paymentDisputes.status,
          createdAt: paymentDisputes.createdAt,
        })
        .from(paymentDisputes)
        .orderBy(desc(paymentDisputes.createdAt))
        .limit(LIST_LIMIT);
    },

    payoutFailures() {
      return db
        .select({ ...failureColumns, coachId: payoutFailures.coachId, coachName })
        .from(payoutFailures)
        .leftJoin(coachProfiles, eq(coachProfiles.id, payoutFailures.coachId))
        .leftJoin(users, eq(users.id, coachProfiles.userId))
        .orderBy(desc(payoutFailures.createdAt))
        .limit(LIST_LIMIT);
    },

    payoutFailuresOfCoachUser(userId: number) {
      return db
        .select(failureColumns)
        .from(payoutFailures)
        .innerJoin(coachProfiles, eq(coachProfiles.id, payoutFailures.coachId))
        .where(eq(coachProfiles.userId, userId))
        .orderBy(desc(payoutFailures.createdAt))
        .limit(LIST_LIMIT);
    },

    // A failed or held transfer is tried at the next run of the job instead of after its backoff.
    async retryNow(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(coachTransfers)
        .set({ nextAttemptAt: now, updatedAt: now })
        .where(and(eq(coachTransfers.id, id), inArray(coachTransfers.status, ['failed', 'held'])))
        .returning({ id: coachTransfers.id });
      return rows.length > 0;
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: coachTransfers.id }).from(coachTransfers).where(eq(coachTransfers.id, id)).limit(1);
      return row !== undefined;
    },
  };
}
