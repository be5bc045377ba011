import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TJoinInfo } from '@shared/schemas/bookings';
import { apiJson } from '@/lib/api-client';

export function joinSessionQueryKey(bookingId: string) {
  return [`/api/bookings/${encodeURIComponent(bookingId)}/join`] as const;
}

// Only the booking's client and coach get the link, and only once confirmed.
export function getJoinSession(bookingId: string): Promise<TJoinInfo> {
  return apiJson<TJoinInfo>('GET', joinSessionQueryKey(bookingId)[0]);
}

export function getJoinSessionQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: joinSessionQueryKey(bookingId),
    queryFn: () => getJoinSession(bookingId),
    // A coach may confirm while the page is open; come back and see it.
    staleTime: 0,
  });
}

export function useJoinSession(bookingId: string) {
  return useQuery(getJoinSessionQueryOptions(bookingId));
}
