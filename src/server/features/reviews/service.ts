// Reviews (docs/product/reviews.md). Coach and client come from the booking and the
// session; ids in the request body are ignored. A coach's rating and review
// count are computed from the reviews table by the coaches feature.
import { toPublicReview } from '../../db/queries/public-reviews.js';
import {
  REVIEW_MESSAGES,
  type TCreateProgramReviewRequest,
  type TCreateReviewRequest,
  type TOwnReview,
  type TProgramReview,
} from '../../../shared/schemas/reviews.js';
import type { TCoachReview } from '../../../shared/schemas/coaches.js';
import { REVIEW_REPLY_MESSAGES, type TReviewReply } from '../../../shared/schemas/vetting.js';
import type { Database } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../errors/domain-errors.js';
import { uniqueViolation } from '../../db/database-errors.js';
import { createReviewsRepository, type ReviewRow } from './repository.js';

const toView = (row: ReviewRow): TOwnReview => ({
  id: row.id,
  bookingId: row.bookingId,
  rating: row.rating,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
});

const COACH_REVIEWS_LIMIT = 50;

export function createReviewsService({ db, now }: { db: Database; now: () => Date }) {
  const repo = createReviewsRepository(db);

  return {
    async create(viewerId: number, input: TCreateReviewRequest): Promise<TOwnReview> {
      const booking = await repo.findBooking(input.bookingId);
      // Only the booking's own client; anyone else is told it does not exist.
      if (!booking || booking.clientId !== viewerId) throw new NotFoundError(REVIEW_MESSAGES.bookingNotFound);
      if (booking.status !== 'completed') throw new ConflictError(REVIEW_MESSAGES.notCompleted);
      try {
        const row = await repo.insert({
          bookingId: input.bookingId,
          coachId: booking.coachId,
          clientId: viewerId,
          rating: input.rating,
          comment: input.comment?.trim() || null,
          createdAt: now(),
        });
        return toView(row);
      } catch (error) {
        if (uniqueViolation(error) !== undefined) throw new ConflictError(REVIEW_MESSAGES.alreadyReviewed);
        throw error;
      }
    },

    // A group program's participant reviews its coach once the last meeting is over, once per
    // program (docs/product/programs.md#reviews): a seat held to the end, a program that was not cancelled.
    async createForProgram(viewerId: number, programId: number, input: TCreateProgramReviewRequest): Promise<TProgramReview> {
      const program = await repo.findProgramParticipation(programId, viewerId);
      // Only a participant; to anyone else the program does not exist here.
      if (!program || !program.seated || program.status === 'draft') throw new NotFoundError(REVIEW_MESSAGES.programNotFound);
      if (program.status === 'cancelled' || program.lastEnd > now()) throw new ConflictError(REVIEW_MESSAGES.programNotCompleted);
      try {
        const row = await repo.insertProgramReview({
          programId,
          coachId: program.coachId,
          clientId: viewerId,
          rating: input.rating,
          comment: input.comment?.trim() || null,
          createdAt: now(),
        });
        return { ...row, createdAt: row.createdAt.toISOString() };
      } catch (error) {
        if (uniqueViolation(error) !== undefined) throw new ConflictError(REVIEW_MESSAGES.programAlreadyReviewed);
        throw error;
      }
    },

    async findOwnForProgram(viewerId: number, programId: number): Promise<TProgramReview> {
      const row = await repo.findOwnProgramReview(programId, viewerId);
      if (!row) throw new NotFoundError(REVIEW_MESSAGES.reviewNotFound);
      return { ...row, createdAt: row.createdAt.toISOString() };
    },

    ownIdsForCoach: (clientId: number, coachId: number): Promise<number[]> => repo.ownIdsForCoach(clientId, coachId),

    // docs/product/vetting.md#review-replies: the review's own coach, once, plain text.
    async reply(coachUserId: number, reviewId: number, text: string): Promise<TReviewReply> {
      const at = now();
      const outcome = await repo.addReply(reviewId, coachUserId, text, at);
      if (!outcome) throw new NotFoundError(REVIEW_REPLY_MESSAGES.reviewNotFound);
      if (!outcome.replied) throw new ConflictError(REVIEW_REPLY_MESSAGES.alreadyReplied);
      return { id: reviewId, reply: text, repliedAt: at.toISOString() };
    },

    // The coach's dashboard: their latest reviews, named as the public profile names clients.
    async forCoach(coachUserId: number): Promise<TCoachReview[]> {
      const rows = await repo.findForCoach(coachUserId, COACH_REVIEWS_LIMIT);
      return rows.map(toPublicReview);
    },

    async findOwn(viewerId: number, bookingId: number): Promise<TOwnReview> {
      const row = await repo.findOwn(bookingId, viewerId);
      if (!row) throw new NotFoundError(REVIEW_MESSAGES.reviewNotFound);
      return toView(row);
    },
  };
}
