import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBooking } from '@shared/schemas/bookings';
import { apiJson } from '@/lib/api-client';

export const USER_BOOKINGS_QUERY_KEY = ['/api/user/bookings'] as const;
// Both lists are refreshed after a booking or a status change (docs/product/ui-behaviour.md#cached-data).
export const BOOKINGS_QUERY_KEY = ['/api/bookings'] as const;

export function getUserBookings(): Promise<TBooking[]> {
  return apiJson<TBooking[]>('GET', USER_BOOKINGS_QUERY_KEY[0]);
}

export function getUserBookingsQueryOptions() {
  return queryOptions({ queryKey: USER_BOOKINGS_QUERY_KEY, queryFn: getUserBookings });
}

// Only fetched while someone is signed in (docs/product/ui-behaviour.md#cached-data).
export function useUserBookings(enabled: boolean) {
  return useQuery({ ...getUserBookingsQueryOptions(), enabled });
}
