import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant } from './columns.js';
import { users } from './auth.js';
import { bookingParties, bookings } from './bookings.js';
import { programs } from './programs.js';

export const reviews = pgTable(
  'reviews',
  {
    id: identityId(),
    // A review is of one completed session, or of one completed group program
    // (migration 0040, docs/decisions/0081-program-payouts.md): exactly one of the two.
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    programId: integer('program_id').references(() => programs.id, { onDelete: 'cascade' }),
    ...bookingParties(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    // The coach's one public reply (docs/product/vetting.md#review-replies).
    coachReply: text('coach_reply'),
    coachRepliedAt: instant('coach_replied_at'),
    createdAt: createdAt(),
    // Set when an admin hides the review after a report (docs/product/reports.md): it leaves the
    // profile, and the trigger of migration 0015 takes it out of the coach's rating and count.
    hiddenAt: instant('hidden_at'),
    hiddenByUserId: integer('hidden_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reviews_booking_id_key').on(t.bookingId),
    // A participant reviews a program's coach once per program.
    uniqueIndex('reviews_program_client_key')
      .on(t.programId, t.clientId)
      .where(sql`${t.programId} is not null`),
    check('reviews_one_subject', sql`(${t.bookingId} is null) <> (${t.programId} is null)`),
    check('reviews_coach_reply_length', sql`char_length(${t.coachReply}) <= 1000`),
    index('reviews_coach_created_idx').on(t.coachId, t.createdAt),
    // Review count and average per coach, which order the directory, without visiting the table.
    index('reviews_coach_rating_idx').on(t.coachId, t.rating),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
