import { publicReviewColumns } from '../../db/queries/public-reviews.js';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { BookingStatus } from '../../../shared/domain/booking-status.js';
import type { Database } from '../../db/client.js';
import { bookings, coachProfiles, reviews, users } from '../../db/schema.js';

export type ReviewRow = { id: number; bookingId: number; rating: number; comment: string | null; createdAt: Date };

const reviewColumns = {
  id: reviews.id,
  bookingId: reviews.bookingId,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
};

export function createReviewsRepository(db: Database) {
  return {
    async findBooking(bookingId: number): Promise<{ clientId: number; coachId: number; status: BookingStatus } | undefined> {
      const [row] = await db
        .select({ clientId: bookings.clientId, coachId: bookings.coachId, status: bookings.status })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .limit(1);
      return row;
    },

    // A second review of the same booking fails on reviews_booking_id_key.
    async insert(values: {
      bookingId: number;
      coachId: number;
      clientId: number;
      rating: number;
      comment: string | null;
      createdAt: Date;
    }): Promise<ReviewRow> {
      const [row] = await db.insert(reviews).values(values).returning(reviewColumns);
      if (!row) throw new Error('review insert returned no row');
      return row;
    },

    // The coach's reply goes in only while there is none: one reply per review,
    // also when two requests race. Keyed by the coach's user id, so a coach can
    // only ever answer their own reviews. undefined: no such review of theirs
    // (or one an admin hid).
    async addReply(reviewId: number, coachUserId: number, reply: string, at: Date): Promise<{ replied: boolean } | undefined> {
      const [own] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .innerJoin(coachProfiles, eq(coachProfiles.id, reviews.coachId))
        .where(and(eq(reviews.id, reviewId), eq(coachProfiles.userId, coachUserId), isNull(reviews.hiddenAt)))
        .limit(1);
      if (!own) return undefined;
      const updated = await db
        .update(reviews)
        .set({ coachReply: reply, coachRepliedAt: at })
        .where(and(eq(reviews.id, reviewId), isNull(reviews.coachReply)))
        .returning({ id: reviews.id });
      return { replied: updated.length > 0 };
    },

    // The signed-in coach's reviews, newest first, with their replies; a review
    // an admin hid (docs/product/reports.md) is gone here as on the profile.
    async findForCoach(coachUserId: number, limit: number) {
      return db
        .select(publicReviewColumns)
        .from(reviews)
        .innerJoin(coachProfiles, eq(coachProfiles.id, reviews.coachId))
        .innerJoin(users, eq(users.id, reviews.clientId))
        .where(and(eq(coachProfiles.userId, coachUserId), isNull(reviews.hiddenAt)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    async ownIdsForCoach(clientId: number, coachId: number): Promise<number[]> {
      const rows = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.clientId, clientId), eq(reviews.coachId, coachId)));
      return rows.map((row) => row.id);
    },

    async findOwn(bookingId: number, clientId: number): Promise<ReviewRow | undefined> {
      const [row] = await db
        .select(reviewColumns)
        .from(reviews)
        .where(and(eq(reviews.bookingId, bookingId), eq(reviews.clientId, clientId)))
        .limit(1);
      return row;
    },
  };
}
