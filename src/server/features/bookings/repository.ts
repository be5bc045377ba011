// Every booking query. Reads select named columns and join names in one
// statement, so a list costs one query however long it is.
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BookingStatus, PaymentStatus } from '../../../shared/domain/booking-status.js';
import type { CancellationPolicy } from '../../../shared/domain/cancellation-policy.js';
import type { Database } from '../../db/client.js';
import { bookings, bookingStatusHistory, coachProfiles, payments, users } from '../../db/schema.js';
import { coachUserJoin, listableCoach } from '../../db/queries/listable-coach.js';
import { scheduleColumns, type ScheduleRow } from '../../db/queries/schedules.js';
import { clientUsers } from '../../db/queries/people.js';
import { type BookingRow, bookingRowColumns } from '../../db/queries/booking-rows.js';

// First key of the per-coach lock that checkouts take (see insertPending).
const BOOKING_INSERT_LOCK = 7301;

export type BookableCoach = {
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  hourlyRateCents: number;
  cancellationPolicy: CancellationPolicy;
  schedule: ScheduleRow;
};

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

// The booking as a move's or a proposal's checks saw it: of two racing writers only one still finds it so.
type SeenBooking = { status: BookingStatus; startTime: Date; rescheduleCount: number };
function asSeen(id: number, seen: SeenBooking): SQL | undefined {
  return and(
    eq(bookings.id, id),
    eq(bookings.status, seen.status),
    eq(bookings.startTime, seen.startTime),
    eq(bookings.rescheduleCount, seen.rescheduleCount),
  );
}

export function createBookingsRepository(db: Database) {
  function selectBookings(where: SQL | undefined) {
    return db
      .select(bookingRowColumns)
      .from(bookings)
      .innerJoin(coachProfiles, eq(coachProfiles.id, bookings.coachId))
      .innerJoin(users, coachUserJoin())
      .innerJoin(clientUsers, eq(clientUsers.id, bookings.clientId))
      .where(where);
  }

  return {
    async findBookableCoach(coachId: number): Promise<BookableCoach | undefined> {
      const [row] = await db
        .select({
          id: coachProfiles.id,
          userId: coachProfiles.userId,
          firstName: users.firstName,
          lastName: users.lastName,
          hourlyRateCents: coachProfiles.hourlyRateCents,
          cancellationPolicy: coachProfiles.cancellationPolicy,
          schedule: scheduleColumns,
        })
        .from(coachProfiles)
        .innerJoin(users, coachUserJoin())
        .where(and(eq(coachProfiles.id, coachId), listableCoach()))
        .limit(1);
      return row;
    },

    async findById(id: number): Promise<BookingRow | undefined> {
      const [row] = await selectBookings(eq(bookings.id, id)).limit(1);
      return row;
    },

    // The user's bookings as a client and, for a coach, the bookings they give.
    // Both conditions are on bookings' own indexed columns: an OR across the
    // join (coach_profiles.user_id) made PostgreSQL scan every booking.
    async findForUser(userId: number): Promise<BookingRow[]> {
      const ownCoachProfile = sql`(select ${coachProfiles.id} from ${coachProfiles} where ${coachProfiles.userId} = ${userId})`;
      return selectBookings(or(eq(bookings.clientId, userId), eq(bookings.coachId, ownCoachProfile))).orderBy(bookings.startTime);
    },

    // The booking, its first history row and the ledger link commit together or not at all.
    async insertPending(
      values: {
        coachId: number;
        clientId: number;
        startTime: Date;
        endTime: Date;
        totalPriceCents: number;
        cancellationPolicy: CancellationPolicy;
        notes: string | null;
        paymentIntentId: string;
      },
      ledgerRowId: number,
      now: Date,
    ): Promise<number> {
      return db.transaction(async (tx: Tx) => {
        // Checkouts for one coach take turns here. Without it, twenty
        // simultaneous inserts for one slot waited on each other through the
        // exclusion constraint and PostgreSQL broke the cycles as "deadlock
        // detected" (500s, then timeouts behind them in the two-process test).
        // The two-key form never meets the one-key locks (migrations, seed).
        await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_INSERT_LOCK}, ${values.coachId})`);
        const [row] = await tx
          .insert(bookings)
          .values({
            ...values,
            stripePaymentId: values.paymentIntentId,
            status: 'pending',
            paymentStatus: 'pending',
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: bookings.id });
        if (!row) throw new Error('booking insert returned no row');
        await tx
          .insert(bookingStatusHistory)
          .values({ bookingId: row.id, fromStatus: null, toStatus: 'pending', changedByUserId: values.clientId, createdAt: now });
        await tx.update(payments).set({ bookingId: row.id, updatedAt: now }).where(eq(payments.id, ledgerRowId));
        return row.id;
      });
    },

    async setUserTimeZone(userId: number, timeZone: string, now: Date): Promise<void> {
      await db.update(users).set({ timeZone, updatedAt: now }).where(eq(users.id, userId));
    },

    async setPaymentStatus(id: number, from: PaymentStatus, to: PaymentStatus, now: Date): Promise<boolean> {
      const rows = await db
        .update(bookings)
        .set({ paymentStatus: to, updatedAt: now })
        .where(and(eq(bookings.id, id), eq(bookings.paymentStatus, from)))
        .returning({ id: bookings.id });
      return rows.length > 0;
    },

    // Moves the booking to a new time in one conditional UPDATE: only from the
    // state the caller checked (status, start, number of moves), so of two
    // racing moves one wins; the exclusion constraint refuses a taken time.
    // Accepting a proposal also requires the proposal to stand as the client saw it; any move
    // clears the proposal, which was made for the old time.
    async move(
      id: number,
      from: SeenBooking & { proposedStartTime?: Date },
      to: { status: BookingStatus; startTime: Date; endTime: Date },
      change: { changedByUserId: number; now: Date; reason: string },
    ): Promise<boolean> {
      return db.transaction(async (tx: Tx) => {
        const [row] = await tx
          .update(bookings)
          .set({
            status: to.status,
            startTime: to.startTime,
            endTime: to.endTime,
            rescheduleCount: from.rescheduleCount + 1,
            // The reminder is due again, for the new time.
            reminderSentAt: null,
            proposedStartTime: null,
            proposedAt: null,
            updatedAt: change.now,
          })
          .where(and(asSeen(id, from), from.proposedStartTime && eq(bookings.proposedStartTime, from.proposedStartTime)))
          .returning({ id: bookings.id });
        if (!row) return false;
        await tx.insert(bookingStatusHistory).values({
          bookingId: id,
          fromStatus: from.status,
          toStatus: to.status,
          changedByUserId: change.changedByUserId,
          reason: change.reason,
          previousStartTime: from.startTime,
          newStartTime: to.startTime,
          createdAt: change.now,
        });
        return true;
      });
    },

    // Stores the coach's proposal only if the booking is as the coach's checks saw it (also the
    // proposal it had, possibly a lapsed one), so one proposal stands at a time.
    async setProposal(
      id: number,
      from: SeenBooking & { proposedStartTime: Date | null },
      proposedStartTime: Date,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(bookings)
        .set({ proposedStartTime, proposedAt: now, updatedAt: now })
        .where(
          and(
            asSeen(id, from),
            from.proposedStartTime ? eq(bookings.proposedStartTime, from.proposedStartTime) : isNull(bookings.proposedStartTime),
          ),
        )
        .returning({ id: bookings.id });
      return rows.length > 0;
    },

    async clearProposal(id: number, proposedStartTime: Date, now: Date): Promise<boolean> {
      const rows = await db
        .update(bookings)
        .set({ proposedStartTime: null, proposedAt: null, updatedAt: now })
        .where(and(eq(bookings.id, id), eq(bookings.proposedStartTime, proposedStartTime)))
        .returning({ id: bookings.id });
      return rows.length > 0;
    },

    // Conditional on the current status, so of two racing changes exactly one
    // wins, and only the winner's refund amount is recorded.
    async changeStatus(
      id: number,
      from: BookingStatus,
      to: BookingStatus,
      change: { changedByUserId: number | null; reason: string | null; now: Date; refundCents?: number },
    ): Promise<{ paymentStatus: PaymentStatus; stripePaymentId: string | null; refundCents: number | null } | undefined> {
      return db.transaction(async (tx: Tx) => {
        const [row] = await tx
          .update(bookings)
          .set({ status: to, updatedAt: change.now, ...(change.refundCents !== undefined && { refundCents: change.refundCents }) })
          .where(and(eq(bookings.id, id), eq(bookings.status, from)))
          .returning({
            paymentStatus: bookings.paymentStatus,
            stripePaymentId: bookings.stripePaymentId,
            refundCents: bookings.refundCents,
          });
        if (!row) return undefined;
        await tx.insert(bookingStatusHistory).values({
          bookingId: id,
          fromStatus: from,
          toStatus: to,
          changedByUserId: change.changedByUserId,
          reason: change.reason,
          createdAt: change.now,
        });
        return row;
      });
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
