import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TOwnReview } from '@shared/schemas/reviews';
import { apiUrl, callApi } from '@/lib/api-client';

export function ownReviewQueryKey(bookingId: string) {
  return [apiUrl(api.getOwnReview, { params: { bookingId } })] as const;
}

// The signed-in client's review of one booking (404 when there is none).
export function getOwnReview(bookingId: string): Promise<TOwnReview> {
  return callApi(api.getOwnReview, { params: { bookingId } });
}

export function getOwnReviewQueryOptions(bookingId: string) {
  return queryOptions({ queryKey: ownReviewQueryKey(bookingId), queryFn: () => getOwnReview(bookingId) });
}

export function useOwnReview(bookingId: string, enabled: boolean) {
  return useQuery({ ...getOwnReviewQueryOptions(bookingId), enabled });
}
