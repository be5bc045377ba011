// The coach's own reviews and their one public reply to each (docs/product/vetting.md#review-replies).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TCoachReview } from '@shared/schemas/coaches';
import type { TReviewReply } from '@shared/schemas/vetting';
import { apiUrl, callApi } from '@/lib/api-client';

export const COACH_REVIEWS_QUERY_KEY = [apiUrl(api.listCoachReviews)] as const;

export function getCoachOwnReviews(): Promise<TCoachReview[]> {
  return callApi(api.listCoachReviews);
}

export function getCoachOwnReviewsQueryOptions() {
  return queryOptions({ queryKey: COACH_REVIEWS_QUERY_KEY, queryFn: getCoachOwnReviews });
}

export function useCoachOwnReviews() {
  return useQuery(getCoachOwnReviewsQueryOptions());
}

export function replyToReview({ reviewId, reply }: { reviewId: number; reply: string }): Promise<TReviewReply> {
  return callApi(api.replyToReview, { params: { id: reviewId }, body: { reply } });
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reply-to-review'],
    mutationFn: replyToReview,
    onSuccess: (saved) =>
      queryClient.setQueryData(COACH_REVIEWS_QUERY_KEY, (reviews: TCoachReview[] | undefined) =>
        reviews?.map((review) =>
          review.id === saved.id ? { ...review, coachReply: saved.reply, coachRepliedAt: saved.repliedAt } : review,
        ),
      ),
    // The public profile's reviews, which this browser may have cached, show the reply too.
    onSettled: () =>
      queryClient.invalidateQueries({ predicate: (query) => /^\/api\/coaches\/\d+\/reviews/.test(String(query.queryKey[0])) }),
  });
}
