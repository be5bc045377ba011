// Every booking query. Reads select named columns and join names in one
// statement, so a list costs one query however long it is.
import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BookingStatus, PaymentStatus } from '../../../shared/domain/booking-status.js';
import type { CancellationPolicy } from '../../../shared/domain/cancellation-policy.js';
import type { Database } from '../../db/client.js';
import { prepareSql } from '../../db/prepared-sql.js';
import { bookings, bookingStatusHistory, coachBlocks, coachProfiles, users } from '../../db/schema.js';
import { REQUEST_EMAILS_WORK } from './request-emails-work.js';
import type { LedgerEntry } from '../money/money-service.js';
import { coachUserJoin, listableCoach, type ListingRule } from '../../db/queries/listable-coach.js';
import { scheduleColumns, type ScheduleRow } from '../../db/queries/schedules.js';
import { clientUsers } from '../../db/queries/people.js';
import { type BookingRow, bookingRowColumns } from '../../db/queries/booking-rows.js';

// First key of the per-coach lock that checkouts take (see insertPending).
export const BOOKING_INSERT_LOCK = 7301;

const v = (name: string) => sql.placeholder(name);
const at = sql`${v('now')}::timestamptz`;

// insertPending's statement (the values are its placeholders); why it is one statement is told there.
const insertPendingSql = sql`
  with turn as (select pg_advisory_xact_lock(${BOOKING_INSERT_LOCK}::int, ${v('coachId')}::int)),
  drawn as (select nextval(pg_get_serial_sequence('bookings', 'id'))::int as id from turn),
  ledger as (
    insert into payments (booking_id, user_id, provider, provider_payment_id, amount_cents, currency, status, idempotency_key, created_at, updated_at)
    select drawn.id, ${v('clientId')}::int, ${v('provider')}::text, ${v('paymentIntentId')}::text, ${v('amountCents')}::int,
      ${v('currency')}::text, 'authorized'::payment_record_status, ${v('idempotencyKey')}::text, ${at}, ${at}
    from drawn
    on conflict do nothing
    returning id, booking_id
  ),
  booking as (
    insert into bookings (id, coach_id, client_id, start_time, end_time, status, payment_status, total_price_cents,
      stripe_payment_id, notes, cancellation_policy, created_at, updated_at)
    overriding system value
    select ledger.booking_id, ${v('coachId')}::int, ${v('clientId')}::int, ${v('startTime')}::timestamptz, ${v('endTime')}::timestamptz,
      'pending'::booking_status, 'pending'::payment_status, ${v('totalPriceCents')}::int, ${v('paymentIntentId')}::text,
      ${v('notes')}::text, ${v('cancellationPolicy')}::cancellation_policy, ${at}, ${at}
    from ledger
    returning id
  ),
  history as (
    insert into booking_status_history (booking_id, from_status, to_status, changed_by_user_id, created_at)
    select booking.id, null, 'pending'::booking_status, ${v('clientId')}::int, ${at} from booking
  )
  select booking.id as booking_id, ledger.id as ledger_row_id from booking cross join ledger
`;

// markPaid's statement: with mail, it queues the booking-request e-mails as
// work (ids only; the queue's workers write and send them,
// docs/decisions/0087-one-work-queue.md), so they go exactly once, and only
// for a booking this statement marked paid (docs/decisions/0034-fast-checkout.md).
const markPaidSql = sql`
  with ledger as (
    update payments set status = 'captured', updated_at = ${at}
    where id = ${v('ledgerRowId')}::int and status = 'authorized'
  ),
  paid as (
    update bookings set payment_status = 'paid', updated_at = ${at}
    where id = ${v('bookingId')}::int and payment_status = 'pending'
    returning id
  ),
  mail as (
    insert into work_queue (kind, payload, run_at)
    select ${REQUEST_EMAILS_WORK}::text, json_build_object('bookingId', id, 'timeZone', ${v('timeZone')}::text)::jsonb, ${at}
    from paid where ${v('mail')}::boolean
  )
  select count(*)::int as paid from paid
`;

export type BookableCoach = {
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  hourlyRateCents: number;
  cancellationPolicy: CancellationPolicy;
  schedule: ScheduleRow;
  // Whether the coach has blocked the client asking (docs/product/messages.md).
  blocksClient: boolean;
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

export function createBookingsRepository(db: Database, listing: ListingRule) {
  function selectBookings(where: SQL | undefined) {
    return db
      .select(bookingRowColumns)
      .from(bookings)
      .innerJoin(coachProfiles, eq(coachProfiles.id, bookings.coachId))
      .innerJoin(users, coachUserJoin())
      .innerJoin(clientUsers, eq(clientUsers.id, bookings.clientId))
      .where(where);
  }

  // Every checkout reads both: built once, named prepared statements.
  const bookableCoach = db
    .select({
      id: coachProfiles.id,
      userId: coachProfiles.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      hourlyRateCents: coachProfiles.hourlyRateCents,
      cancellationPolicy: coachProfiles.cancellationPolicy,
      schedule: scheduleColumns,
      // In the same statement, so the checkout takes no extra round trip for it.
      blocksClient: sql<boolean>`exists (select 1 from ${coachBlocks} where ${coachBlocks.coachId} = ${coachProfiles.id} and ${coachBlocks.clientId} = ${sql.placeholder('clientId')})`,
    })
    .from(coachProfiles)
    .innerJoin(users, coachUserJoin())
    .where(and(eq(coachProfiles.id, sql.placeholder('coachId')), listableCoach(listing)))
    .limit(1)
    .prepare('bookable_coach');
  const bookingById = selectBookings(eq(bookings.id, sql.placeholder('id')))
    .limit(1)
    .prepare('booking_by_id');
  // The checkout's two writes (insertPending, markPaid): hand-written, so
  // prepared through src/server/db/prepared-sql.ts.
  const insertPendingStatement = prepareSql<{ booking_id: number; ledger_row_id: number }>(db, 'checkout_insert_pending', insertPendingSql);
  const markPaidStatement = prepareSql<{ paid: number }>(db, 'checkout_mark_paid', markPaidSql);

  return {
    // A coach profile held back by vetting (docs/product/vetting.md), or, while
    // Stripe is on, a listable one hidden only because payouts are not enabled
    // (docs/product/payouts.md), on an active account.
    async isUnlistedCoach(coachId: number): Promise<boolean> {
      const heldBack = or(
        ne(coachProfiles.listingStatus, 'approved'),
        listing.payoutsRequired ? listableCoach({ payoutsRequired: false }) : undefined,
      );
      const [row] = await db
        .select({ id: coachProfiles.id })
        .from(coachProfiles)
        .innerJoin(users, coachUserJoin())
        .where(and(eq(coachProfiles.id, coachId), eq(users.isActive, true), heldBack))
        .limit(1);
      return row !== undefined;
    },

    // clientId: the client asking, for blocksClient (0 when nobody in particular asks).
    async findBookableCoach(coachId: number, clientId = 0): Promise<BookableCoach | undefined> {
      const [row] = await bookableCoach.execute({ coachId, clientId });
      return row;
    },

    async findById(id: number): Promise<BookingRow | undefined> {
      const [row] = await bookingById.execute({ id });
      return row;
    },

    // The user's bookings as a client and, for a coach, the bookings they give.
    // Both conditions are on bookings' own indexed columns: an OR across the
    // join (coach_profiles.user_id) made PostgreSQL scan every booking.
    async findForUser(userId: number): Promise<BookingRow[]> {
      const ownCoachProfile = sql`(select ${coachProfiles.id} from ${coachProfiles} where ${coachProfiles.userId} = ${userId})`;
      return selectBookings(or(eq(bookings.clientId, userId), eq(bookings.coachId, ownCoachProfile))).orderBy(bookings.startTime);
    },

    // The checkout's one transaction, as one statement (one round trip, one
    // commit): the booking, its first history row and its ledger row (the
    // card's hold) together or not at all. The ledger row comes first and the
    // booking is made only from it, so when this user's key or this payment is
    // already in the ledger (a duplicate still in flight) nothing is written
    // and undefined comes back. A taken slot fails the statement with the
    // exclusion constraint's error. (docs/decisions/0034-fast-checkout.md)
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
      hold: Pick<LedgerEntry, 'provider' | 'amountCents' | 'currency' | 'idempotencyKey'>,
      now: Date,
    ): Promise<{ bookingId: number; ledgerRowId: number } | undefined> {
      // Checkouts for one coach take turns (the lock is taken before anything
      // else in the statement). Without it, twenty simultaneous inserts for one
      // slot waited on each other through the exclusion constraint and
      // PostgreSQL broke the cycles as "deadlock detected" (500s, then timeouts
      // behind them in the two-process test). The two-key form never meets the
      // one-key locks (migrations, seed). The ledger row names the booking by
      // the id drawn for it here; its foreign key is checked at the end of the statement.
      const [row] = await insertPendingStatement({
        ...values,
        startTime: values.startTime.toISOString(),
        endTime: values.endTime.toISOString(),
        provider: hold.provider,
        amountCents: hold.amountCents,
        currency: hold.currency,
        idempotencyKey: hold.idempotencyKey,
        now: now.toISOString(),
      });
      return row ? { bookingId: Number(row.booking_id), ledgerRowId: Number(row.ledger_row_id) } : undefined;
    },

    // The checkout's last step, once the money is captured: the ledger row
    // captured, the booking paid and the booking-request e-mails queued, in one
    // statement. Conditional on the booking's payment still being pending, so
    // of the request and the job that finishes interrupted checkouts exactly
    // one marks it paid and queues the e-mails; true for that one.
    // `mail`: queue the request e-mails, written in `timeZone` when the checkout reported one.
    async markPaid(bookingId: number, ledgerRowId: number, mail: { timeZone?: string } | undefined, now: Date): Promise<boolean> {
      const [row] = await markPaidStatement({
        bookingId,
        ledgerRowId,
        mail: mail !== undefined,
        timeZone: mail?.timeZone ?? null,
        now: now.toISOString(),
      });
      return Number(row?.paid ?? 0) > 0;
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
