// Leaving a review (docs/product/reviews.md): the booking's client, a completed
// booking, once, rating 1..5, comment up to 2000 characters.
import { z } from 'zod';
import { MAX_ROW_ID, ZRowId } from './ids.js';

export const REVIEW_COMMENT_MAX = 2000;

export const REVIEW_MESSAGES = {
  bookingNotFound: 'Booking not found.',
  reviewNotFound: 'Review not found.',
  notCompleted: 'You can review a session once it has taken place.',
  alreadyReviewed: 'You have already reviewed this session.',
  rating: 'Choose a rating from 1 to 5 stars.',
  commentMax: `Your review may be at most ${REVIEW_COMMENT_MAX} characters.`,
  // A group program's participants review its coach once per program (docs/product/programs.md#reviews).
  programNotFound: 'Program not found.',
  programNotCompleted: 'You can review a program once its last meeting has taken place.',
  programAlreadyReviewed: 'You have already reviewed this program.',
} as const;

export const ZCreateReviewRequest = z.strictObject({
  bookingId: ZRowId,
  rating: z
    .number({ message: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  comment: z.string().max(REVIEW_COMMENT_MAX, REVIEW_MESSAGES.commentMax).nullish(),
  // A review form may send these; the server takes both from the booking and the session.
  coachId: z.union([z.number(), z.string()]).nullish(),
  clientId: z.union([z.number(), z.string()]).nullish(),
});
export type TCreateReviewRequest = z.infer<typeof ZCreateReviewRequest>;

const ZRating = z
  .number({ message: REVIEW_MESSAGES.rating })
  .int(REVIEW_MESSAGES.rating)
  .min(1, REVIEW_MESSAGES.rating)
  .max(5, REVIEW_MESSAGES.rating);

// A participant's review of a completed program's coach: the program comes from the address.
export const ZCreateProgramReviewRequest = z.strictObject({
  rating: ZRating,
  comment: z.string().max(REVIEW_COMMENT_MAX, REVIEW_MESSAGES.commentMax).nullish(),
});
export type TCreateProgramReviewRequest = z.infer<typeof ZCreateProgramReviewRequest>;

export const ZProgramReview = z.object({
  id: z.number().int(),
  programId: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type TProgramReview = z.infer<typeof ZProgramReview>;

export const ZOwnReview = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type TOwnReview = z.infer<typeof ZOwnReview>;

// The profile asks which of a coach's reviews are the reader's own: no one reports their own review.
export const ZOwnReviewIdsQuery = z.strictObject({ coachId: z.coerce.number().int().positive().max(MAX_ROW_ID) });
export const ZOwnReviewIds = z.array(z.number().int());
