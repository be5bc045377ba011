import { and, eq } from 'drizzle-orm';
import type { BookingStatus } from '../../../shared/domain/booking-status.js';
import type { Database } from '../../db/client.js';
import { bookings, reviews } from '../../db/schema.js';

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
