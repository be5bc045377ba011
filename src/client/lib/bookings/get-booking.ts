import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBooking } from '@shared/schemas/bookings';
import { apiJson } from '@/lib/api-client';

export function bookingQueryKey(bookingId: string) {
  return [`/api/bookings/${encodeURIComponent(bookingId)}`] as const;
}

// One booking, for its client, its coach or an admin (anyone else gets 404).
export function getBooking(bookingId: string): Promise<TBooking> {
  return apiJson<TBooking>('GET', bookingQueryKey(bookingId)[0]);
}

export function getBookingQueryOptions(bookingId: string) {
  return queryOptions({ queryKey: bookingQueryKey(bookingId), queryFn: () => getBooking(bookingId) });
}

export function useBooking(bookingId: string) {
  return useQuery(getBookingQueryOptions(bookingId));
}
