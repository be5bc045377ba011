import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { apiUrl, callApi } from '@/lib/api-client';

export function bookingQueryKey(bookingId: string) {
  return [apiUrl(api.getBooking, { params: { id: bookingId } })] as const;
}

// One booking, for its client, its coach or an admin (anyone else gets 404).
export function getBooking(bookingId: string) {
  return callApi(api.getBooking, { params: { id: bookingId } });
}

export function getBookingQueryOptions(bookingId: string) {
  return queryOptions({ queryKey: bookingQueryKey(bookingId), queryFn: () => getBooking(bookingId) });
}

export function useBooking(bookingId: string) {
  return useQuery(getBookingQueryOptions(bookingId));
}
