// Reads for the coach's payouts: each of the coach's bookings that was paid
// or has a transfer, with the transfer the job made for it (if any). A coach
// has at most a few thousand sessions, so stages and years are worked out in
// code (shared/domain/payout-earnings.ts).
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { bookings, coachTransfers, ledgerEntries, users } from '../../../db/schema.js';

export function createPayoutsRepository(db: Database) {
  return {
    async earningRows(coachId: number) {
      // The platform fee given back when a refund came after the transfer.
      const feeRefunded = sql<number>`coalesce((select sum(${ledgerEntries.amountCents}) from ${ledgerEntries}
        where ${ledgerEntries.bookingId} = ${bookings.id} and ${ledgerEntries.kind} = 'platform_fee_refund'), 0)::int`;
      return db
        .select({
          bookingId: bookings.id,
          startTime: bookings.startTime,
          bookingStatus: bookings.status,
          paymentStatus: bookings.paymentStatus,
          totalPriceCents: bookings.totalPriceCents,
          clientFirstName: users.firstName,
          clientLastName: users.lastName,
          transferId: coachTransfers.id,
          transferStatus: coachTransfers.status,
          amountCents: coachTransfers.amountCents,
          feeCents: coachTransfers.feeCents,
          reversedCents: coachTransfers.reversedCents,
          dueAt: coachTransfers.dueAt,
          paidAt: coachTransfers.paidAt,
          feeRefundedCents: feeRefunded,
        })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.clientId))
        .leftJoin(coachTransfers, eq(coachTransfers.bookingId, bookings.id))
        .where(and(eq(bookings.coachId, coachId), or(eq(bookings.paymentStatus, 'paid'), sql`${coachTransfers.id} is not null`)));
    },
  };
}
