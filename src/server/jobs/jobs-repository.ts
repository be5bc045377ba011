// The job runner's queries. Reads only find candidates; every change is made
// by a conditional UPDATE (here or in the services), so with two server
// processes running the same job each row is handled by exactly one of them.
import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { bookings, noShowReports, payments, testPaymentIntents } from '../db/schema.js';
import type { BookingScope } from './job-runner.js';

export const JOB_BATCH = 100;

export function createJobsRepository(db: Database) {
  const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
  // No condition without a scope; with one, only its bookings.
  const within = (scope?: BookingScope) => (scope ? inArray(bookings.id, scope.bookingIds) : undefined);

  // An open no-show report (or a refund it won) holds the session's completion: docs/product/no-shows.md.
  const noShowHold = () =>
    sql`not exists (select 1 from ${noShowReports} where ${noShowReports.bookingId} = ${bookings.id} and ${noShowReports.state} in ('reported', 'disputed', 'refunded'))`;

  return {
    async confirmedEndedBy(now: Date, scope?: BookingScope): Promise<number[]> {
      return ids(
        await db
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(eq(bookings.status, 'confirmed'), lte(bookings.endTime, now), noShowHold(), within(scope)))
          .orderBy(asc(bookings.endTime))
          .limit(JOB_BATCH),
      );
    },

    async pendingStartedBy(now: Date, scope?: BookingScope): Promise<number[]> {
      return ids(
        await db
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(eq(bookings.status, 'pending'), lte(bookings.startTime, now), within(scope)))
          .orderBy(asc(bookings.startTime))
          .limit(JOB_BATCH),
      );
    },

    // Marks the reminders as sent and returns those this call claimed. The
    // outer WHERE is re-checked on the locked row, so a concurrent run that
    // saw the same candidates gets none of them.
    async claimReminders(now: Date, windowMs: number, scope?: BookingScope): Promise<number[]> {
      const horizon = new Date(now.getTime() + windowMs);
      const due = db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.status, 'confirmed'),
            isNull(bookings.reminderSentAt),
            gt(bookings.startTime, now),
            lte(bookings.startTime, horizon),
            within(scope),
          ),
        )
        .limit(JOB_BATCH);
      return ids(
        await db
          .update(bookings)
          .set({ reminderSentAt: now })
          .where(and(inArray(bookings.id, due), eq(bookings.status, 'confirmed'), isNull(bookings.reminderSentAt)))
          .returning({ id: bookings.id }),
      );
    },

    async confirmedWithoutLink(now: Date, scope?: BookingScope): Promise<number[]> {
      return ids(
        await db
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(eq(bookings.status, 'confirmed'), isNull(bookings.meetingUrl), gt(bookings.endTime, now), within(scope)))
          .limit(JOB_BATCH),
      );
    },

    // A late cancellation that owes nothing (refund_cents 0) stays paid on purpose and is not a candidate.
    async cancelledStillPaid(scope?: BookingScope): Promise<number[]> {
      const refundOwed = or(isNull(bookings.refundCents), gt(bookings.refundCents, 0));
      return ids(
        await db
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(eq(bookings.status, 'cancelled'), eq(bookings.paymentStatus, 'paid'), refundOwed, within(scope)))
          .limit(JOB_BATCH),
      );
    },

    // Ledger holds that never became a booking (the checkout stopped between
    // authorising and creating the row): whatever the provider.
    async staleLedgerHolds(provider: string, cutoff: Date) {
      return db
        .select({ id: payments.id, providerPaymentId: payments.providerPaymentId })
        .from(payments)
        .where(
          and(
            eq(payments.provider, provider),
            eq(payments.status, 'authorized'),
            isNull(payments.bookingId),
            lt(payments.updatedAt, cutoff),
          ),
        )
        .limit(JOB_BATCH);
    },

    // Bookings whose checkout never finished: still pending with their payment
    // pending, paid through this provider, and created before the cutoff.
    async unsettledCheckouts(provider: string, cutoff: Date) {
      return db
        .select({ bookingId: bookings.id, ledgerId: payments.id, ledgerStatus: payments.status, intentId: payments.providerPaymentId })
        .from(bookings)
        .innerJoin(payments, eq(payments.bookingId, bookings.id))
        .where(
          and(
            eq(bookings.status, 'pending'),
            eq(bookings.paymentStatus, 'pending'),
            eq(payments.provider, provider),
            lt(bookings.createdAt, cutoff),
          ),
        )
        .limit(JOB_BATCH);
    },

    // Test-mode intents authorised but never used by a booking, with or without a ledger row.
    async staleTestIntents(cutoff: Date): Promise<string[]> {
      const rows = await db
        .select({ id: testPaymentIntents.id })
        .from(testPaymentIntents)
        .where(
          and(
            eq(testPaymentIntents.status, 'requires_capture'),
            lt(testPaymentIntents.updatedAt, cutoff),
            sql`not exists (select 1 from ${bookings} where ${bookings.stripePaymentId} = ${testPaymentIntents.id})`,
            sql`not exists (select 1 from ${payments} where ${payments.providerPaymentId} = ${testPaymentIntents.id} and ${payments.bookingId} is not null)`,
          ),
        )
        .limit(JOB_BATCH);
      return rows.map((r) => r.id);
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
