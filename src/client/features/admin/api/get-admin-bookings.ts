import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { AdminStatusFilter, TAdminBookingList } from '@shared/schemas/admin';
import { apiUrl, callApi } from '@/lib/api-client';

export type AdminBookingsParams = { status: AdminStatusFilter; page: number };

function adminBookingsQuery({ status, page }: AdminBookingsParams) {
  return { status: status === 'all' ? undefined : status, page: page > 1 ? page : undefined };
}

export function adminBookingsUrl(params: AdminBookingsParams): string {
  return apiUrl(api.listAdminBookings, { query: adminBookingsQuery(params) });
}

export function getAdminBookings(params: AdminBookingsParams): Promise<TAdminBookingList> {
  return callApi(api.listAdminBookings, { query: adminBookingsQuery(params) });
}

export function getAdminBookingsQueryOptions(params: AdminBookingsParams) {
  return queryOptions({ queryKey: [adminBookingsUrl(params)], queryFn: () => getAdminBookings(params), placeholderData: keepPreviousData });
}

export function useAdminBookings(params: AdminBookingsParams) {
  return useQuery(getAdminBookingsQueryOptions(params));
}
