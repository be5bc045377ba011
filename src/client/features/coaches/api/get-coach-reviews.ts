import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { apiUrl, callApi } from '@/lib/api-client';

// The profile shows the most recent reviews; the API caps a page at 100.
export const PROFILE_REVIEW_LIMIT = 50;

export function coachReviewsUrl(coachId: number, limit = PROFILE_REVIEW_LIMIT) {
  return apiUrl(api.listPublicCoachReviews, { params: { id: coachId }, query: { limit, page: 1 } });
}

export function getCoachReviews(coachId: number) {
  return callApi(api.listPublicCoachReviews, { params: { id: coachId }, query: { limit: PROFILE_REVIEW_LIMIT, page: 1 } });
}

export function getCoachReviewsQueryOptions(coachId: number) {
  return queryOptions({ queryKey: [coachReviewsUrl(coachId)], queryFn: () => getCoachReviews(coachId) });
}

export function useCoachReviews(coachId: number) {
  return useQuery(getCoachReviewsQueryOptions(coachId));
}
