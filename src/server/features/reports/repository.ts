// Reads a report's target needs and the insert. Named columns only.
import { and, eq, or } from 'drizzle-orm';
import type { TReportReason } from '../../../shared/schemas/reports.js';
import { firstRow } from '../../db/queries/first-row.js';
import type { Database } from '../../db/client.js';
import { coachUserJoin, listableCoach, type ListingRule } from '../../db/queries/listable-coach.js';
import { bookings, coachProfiles, reports, reviews, users } from '../../db/schema.js';
import type { ReportTarget } from './report-target.js';

export type NewReport = ReportTarget & {
  reporterId: number;
  reason: TReportReason;
  details: string | null;
  createdAt: Date;
};

// listing: listingRuleOf(config.payments), so a coach is reportable by id exactly when the directory shows them.
export function createReportsRepository(db: Database, listing: ListingRule) {
  return {
    async findReview(reviewId: number): Promise<{ clientId: number; hidden: boolean } | undefined> {
      const row = await firstRow(db, { clientId: reviews.clientId, hiddenAt: reviews.hiddenAt }, reviews, eq(reviews.id, reviewId));
      return row && { clientId: row.clientId, hidden: row.hiddenAt !== null };
    },

    // Someone anyone may report by id: a coach a visitor can see.
    async isListedCoachUser(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(coachProfiles)
        .innerJoin(users, coachUserJoin())
        .where(and(eq(users.id, userId), listableCoach(listing)))
        .limit(1);
      return row !== undefined;
    },

    // The booking's two users, when the viewer is one of them.
    async findBookingParties(bookingId: number, viewerId: number): Promise<{ clientId: number; coachUserId: number } | undefined> {
      const [row] = await db
        .select({ clientId: bookings.clientId, coachUserId: coachProfiles.userId })
        .from(bookings)
        .innerJoin(coachProfiles, eq(coachProfiles.id, bookings.coachId))
        .where(and(eq(bookings.id, bookingId), or(eq(bookings.clientId, viewerId), eq(coachProfiles.userId, viewerId))))
        .limit(1);
      return row;
    },

    // A second open report of the same target by the same person fails on reports_one_open_per_target_key.
    async insert(values: NewReport) {
      const [row] = await db
        .insert(reports)
        .values(values)
        .returning({ id: reports.id, kind: reports.targetKind, reason: reports.reason, createdAt: reports.createdAt });
      if (!row) throw new Error('report insert returned no row');
      return row;
    },
  };
}
