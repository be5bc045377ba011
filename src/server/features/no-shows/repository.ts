// Every no-show query. Each change is one conditional statement on the report's state, so of two
// racing actions (a dispute and the refund job, two admins deciding) exactly one takes effect.
import { and, asc, eq, gte, inArray, lt, ne, or } from 'drizzle-orm';
import type { NoShowState } from '../../../shared/domain/no-shows.js';
import type { Database } from '../../db/client.js';
import { bookingRowColumns } from '../../db/queries/booking-rows.js';
import { clientUsers } from '../../db/queries/people.js';
import { coachUserJoin } from '../../db/queries/listable-coach.js';
import { bookings, coachProfiles, noShowReports, users } from '../../db/schema.js';

const BATCH = 100;

// The session's side of a case, read like every booking row.
const { coachFirstName, coachLastName, clientFirstName, clientLastName, startTime, endTime, totalPriceCents, paymentStatus, noShow } =
  bookingRowColumns;
const caseColumns = {
  coachFirstName,
  coachLastName,
  clientFirstName,
  clientLastName,
  startTime,
  endTime,
  totalPriceCents,
  paymentStatus,
  noShow,
};

export function createNoShowsRepository(db: Database) {
  const byBooking = (bookingId: number) => eq(noShowReports.bookingId, bookingId);

  return {
    async find(bookingId: number): Promise<{ state: NoShowState; disputeUntil: Date | null } | undefined> {
      const [row] = await db
        .select({ state: noShowReports.state, disputeUntil: noShowReports.disputeUntil })
        .from(noShowReports)
        .where(byBooking(bookingId))
        .limit(1);
      return row;
    },

    // Only when nothing was recorded yet (the primary key decides a race).
    async markClientAbsent(bookingId: number, statement: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(noShowReports)
        .values({ bookingId, state: 'client_absent', coachStatement: statement, coachStatementAt: now, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ bookingId: noShowReports.bookingId });
      return rows.length > 0;
    },

    // A new report waits for the coach's dispute; against the coach's own mark it is disputed at once.
    async reportCoachAbsent(bookingId: number, statement: string, now: Date, disputeUntil: Date): Promise<NoShowState | undefined> {
      const [row] = await db
        .insert(noShowReports)
        .values({
          bookingId,
          state: 'reported',
          clientStatement: statement,
          clientReportedAt: now,
          disputeUntil,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: noShowReports.bookingId,
          set: { state: 'disputed', clientStatement: statement, clientReportedAt: now, updatedAt: now },
          setWhere: eq(noShowReports.state, 'client_absent'),
        })
        .returning({ state: noShowReports.state });
      return row?.state;
    },

    async dispute(bookingId: number, statement: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(noShowReports)
        .set({ state: 'disputed', coachStatement: statement, coachStatementAt: now, updatedAt: now })
        .where(and(byBooking(bookingId), eq(noShowReports.state, 'reported'), gte(noShowReports.disputeUntil, now)))
        .returning({ bookingId: noShowReports.bookingId });
      return rows.length > 0;
    },

    async decide(bookingId: number, refund: boolean, adminId: number, note: string | null, now: Date): Promise<boolean> {
      const rows = await db
        .update(noShowReports)
        .set({ state: refund ? 'refunded' : 'not_refunded', decidedByUserId: adminId, decidedAt: now, decisionNote: note, updatedAt: now })
        .where(and(byBooking(bookingId), eq(noShowReports.state, 'disputed')))
        .returning({ bookingId: noShowReports.bookingId });
      return rows.length > 0;
    },

    // The report the coach did not dispute in time becomes a refund (claimed by one process only).
    async settleUndisputed(bookingId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(noShowReports)
        .set({ state: 'refunded', decidedAt: now, updatedAt: now })
        .where(and(byBooking(bookingId), eq(noShowReports.state, 'reported'), lt(noShowReports.disputeUntil, now)))
        .returning({ bookingId: noShowReports.bookingId });
      return rows.length > 0;
    },

    // Reports whose dispute time is over, and refunds decided but not carried out (the process
    // stopped in between): the job finishes both.
    async refundsDue(now: Date, bookingIds?: number[]): Promise<number[]> {
      const rows = await db
        .select({ id: noShowReports.bookingId })
        .from(noShowReports)
        .innerJoin(bookings, eq(bookings.id, noShowReports.bookingId))
        .where(
          and(
            or(
              and(eq(noShowReports.state, 'reported'), lt(noShowReports.disputeUntil, now)),
              and(eq(noShowReports.state, 'refunded'), ne(bookings.status, 'cancelled')),
            ),
            bookingIds ? inArray(noShowReports.bookingId, bookingIds) : undefined,
          ),
        )
        .orderBy(asc(noShowReports.disputeUntil))
        .limit(BATCH);
      return rows.map((r) => r.id);
    },

    // The admin's queue: disputed cases, oldest report first, with both statements.
    async disputed() {
      return db
        .select({ bookingId: bookings.id, ...caseColumns })
        .from(noShowReports)
        .innerJoin(bookings, eq(bookings.id, noShowReports.bookingId))
        .innerJoin(coachProfiles, eq(coachProfiles.id, bookings.coachId))
        .innerJoin(users, coachUserJoin())
        .innerJoin(clientUsers, eq(clientUsers.id, bookings.clientId))
        .where(eq(noShowReports.state, 'disputed'))
        .orderBy(asc(noShowReports.clientReportedAt))
        .limit(BATCH);
    },
  };
}

export type NoShowsRepository = ReturnType<typeof createNoShowsRepository>;
