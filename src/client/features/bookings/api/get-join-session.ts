import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { apiUrl, callApi } from '@/lib/api-client';

export function joinSessionQueryKey(bookingId: string) {
  return [apiUrl(api.getBookingJoinInfo, { params: { id: bookingId } })] as const;
}

// Only the booking's client and coach get the link, and only once confirmed.
export function getJoinSession(bookingId: string) {
  return callApi(api.getBookingJoinInfo, { params: { id: bookingId } });
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
