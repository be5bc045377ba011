import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { apiUrl, callApi } from '@/lib/api-client';

export const USER_BOOKINGS_QUERY_KEY = [apiUrl(api.listUserBookings)] as const;
// Both lists are refreshed after a booking or a status change (docs/product/ui-behaviour.md#cached-data).
export const BOOKINGS_QUERY_KEY = [apiUrl(api.listAdminBookings)] as const;

export function getUserBookings() {
  return callApi(api.listUserBookings);
}

export function getUserBookingsQueryOptions() {
  return queryOptions({ queryKey: USER_BOOKINGS_QUERY_KEY, queryFn: getUserBookings });
}

// Only fetched while someone is signed in (docs/product/ui-behaviour.md#cached-data).
export function useUserBookings(enabled: boolean) {
  return useQuery({ ...getUserBookingsQueryOptions(), enabled });
}
