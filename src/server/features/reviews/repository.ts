import { publicReviewColumns } from '../../db/queries/public-reviews.js';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { BookingStatus } from '../../../shared/domain/booking-status.js';
import type { Database } from '../../db/client.js';
import { bookings, coachProfiles, programs, programSeats, reviews, users } from '../../db/schema.js';

export type ReviewRow = { id: number; bookingId: number; rating: number; comment: string | null; createdAt: Date };

const reviewColumns = {
  id: reviews.id,
  bookingId: reviews.bookingId,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
};

const programReviewColumns = {
  id: reviews.id,
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
      // A session's review: its booking is the one just written (the column is null only for a program's).
      return { ...row, bookingId: values.bookingId };
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

    // The program, and whether the client held a seat in it to the end (a seat given up is no participation).
    async findProgramParticipation(programId: number, clientId: number) {
      const [program] = await db
        .select({ coachId: programs.coachId, status: programs.status, lastEnd: programs.lastEnd })
        .from(programs)
        .where(eq(programs.id, programId))
        .limit(1);
      if (!program) return undefined;
      const [seat] = await db
        .select({ id: programSeats.id })
        .from(programSeats)
        .where(and(eq(programSeats.programId, programId), eq(programSeats.clientId, clientId), eq(programSeats.status, 'active')))
        .limit(1);
      return { ...program, seated: seat !== undefined };
    },

    // A second review of the same program by the same client fails on reviews_program_client_key.
    async insertProgramReview(values: {
      programId: number;
      coachId: number;
      clientId: number;
      rating: number;
      comment: string | null;
      createdAt: Date;
    }) {
      const [row] = await db.insert(reviews).values(values).returning(programReviewColumns);
      if (!row) throw new Error('review insert returned no row');
      return { ...row, programId: values.programId };
    },

    async findOwnProgramReview(programId: number, clientId: number) {
      const [row] = await db
        .select(programReviewColumns)
        .from(reviews)
        .where(and(eq(reviews.programId, programId), eq(reviews.clientId, clientId)))
        .limit(1);
      return row && { ...row, programId };
    },

    async findOwn(bookingId: number, clientId: number): Promise<ReviewRow | undefined> {
      const [row] = await db
        .select(reviewColumns)
        .from(reviews)
        .where(and(eq(reviews.bookingId, bookingId), eq(reviews.clientId, clientId)))
        .limit(1);
      return row && { ...row, bookingId };
    },
  };
}
