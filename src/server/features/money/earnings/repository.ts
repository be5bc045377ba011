// Reads for the coach's earnings: only completed AND paid sessions are revenue
// (pending, confirmed, cancelled and refunded never count).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { bookings, coachProfiles, noShowReports, users } from '../../../db/schema.js';
import { findCoachByUserId } from '../../../db/queries/coach-by-user.js';
import { columnsOf } from '../../../db/queries/columns-of.js';

export const RECENT_SESSIONS = 10;

// A session with an open no-show report is not earned until the report is settled (docs/product/no-shows.md).
const earned = (coachId: number) =>
  and(
    eq(bookings.coachId, coachId),
    eq(bookings.status, 'completed'),
    eq(bookings.paymentStatus, 'paid'),
    sql`not exists (select 1 from ${noShowReports} where ${noShowReports.bookingId} = ${bookings.id} and ${noShowReports.state} in ('reported', 'disputed'))`,
  );

export function createEarningsRepository(db: Database) {
  return {
    coachOf(userId: number) {
      return findCoachByUserId(db, userId, { id: coachProfiles.id, timeZone: coachProfiles.timeZone, planType: coachProfiles.planType });
    },

    // All of them: a coach has at most a few thousand sessions, and the periods
    // are bucketed in the coach's zone in code (shared/domain/earnings.ts).
    async earnedSessions(coachId: number) {
      return db
        .select(columnsOf(bookings, 'startTime', 'totalPriceCents'))
        .from(bookings)
        .where(earned(coachId));
    },

    async recentSessions(coachId: number) {
      return db
        .select({
          ...columnsOf(bookings, 'startTime', 'totalPriceCents'),
          clientFirstName: users.firstName,
          clientLastName: users.lastName,
        })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.clientId))
        .where(earned(coachId))
        .orderBy(desc(bookings.startTime), desc(bookings.id))
        .limit(RECENT_SESSIONS);
    },
  };
}
