import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCoachReview } from '@shared/schemas/coaches';
import { apiJson } from '@/lib/api-client';

// The profile shows the most recent reviews; the API caps a page at 100.
export const PROFILE_REVIEW_LIMIT = 50;

export function coachReviewsUrl(coachId: number, limit = PROFILE_REVIEW_LIMIT) {
  return `/api/coaches/${coachId}/reviews?limit=${limit}&page=1`;
}

export function getCoachReviews(coachId: number): Promise<TCoachReview[]> {
  return apiJson<TCoachReview[]>('GET', coachReviewsUrl(coachId));
}

export function getCoachReviewsQueryOptions(coachId: number) {
  return queryOptions({ queryKey: [coachReviewsUrl(coachId)], queryFn: () => getCoachReviews(coachId) });
}

export function useCoachReviews(coachId: number) {
  return useQuery(getCoachReviewsQueryOptions(coachId));
}
