// A review as the public profile and the coach's own Reviews tab show it: the
// client named by first name and last initial (only the initial leaves the
// database), with the coach's reply (docs/product/vetting.md#review-replies).
import { sql } from 'drizzle-orm';
import type { TCoachReview } from '../../../shared/schemas/coaches.js';
import { reviews, users } from '../schema.js';

// Select with `reviews` joined to the client in `users`.
export const publicReviewColumns = {
  id: reviews.id,
  clientFirstName: users.firstName,
  clientLastInitial: sql<string>`left(${users.lastName}, 1)`,
  clientImage: users.profileImage,
  createdAt: reviews.createdAt,
  rating: reviews.rating,
  comment: reviews.comment,
  coachReply: reviews.coachReply,
  coachRepliedAt: reviews.coachRepliedAt,
};

export type PublicReviewRow = {
  id: number;
  clientFirstName: string;
  clientLastInitial: string;
  clientImage: string | null;
  createdAt: Date;
  rating: number;
  comment: string | null;
  coachReply: string | null;
  coachRepliedAt: Date | null;
};

export function toPublicReview(r: PublicReviewRow): TCoachReview {
  return {
    id: r.id,
    clientName: r.clientLastInitial ? `${r.clientFirstName} ${r.clientLastInitial.toUpperCase()}.` : r.clientFirstName,
    clientImage: r.clientImage,
    date: r.createdAt.toISOString(),
    rating: r.rating,
    comment: r.comment,
    coachReply: r.coachReply,
    coachRepliedAt: r.coachRepliedAt?.toISOString() ?? null,
  };
}
