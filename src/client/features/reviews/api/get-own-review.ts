import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOwnReview } from '@shared/schemas/reviews';
import { apiJson } from '@/lib/api-client';

export function ownReviewQueryKey(bookingId: string) {
  return [`/api/reviews/booking/${encodeURIComponent(bookingId)}`] as const;
}

// The signed-in client's review of one booking (404 when there is none).
export function getOwnReview(bookingId: string): Promise<TOwnReview> {
  return apiJson<TOwnReview>('GET', ownReviewQueryKey(bookingId)[0]);
}

export function getOwnReviewQueryOptions(bookingId: string) {
  return queryOptions({ queryKey: ownReviewQueryKey(bookingId), queryFn: () => getOwnReview(bookingId) });
}

export function useOwnReview(bookingId: string, enabled: boolean) {
  return useQuery({ ...getOwnReviewQueryOptions(bookingId), enabled });
}
