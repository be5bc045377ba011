import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStatusFilter, TAdminBookingList } from '@shared/schemas/admin';
import { apiJson } from '@/lib/api-client';
import { urlWithParams } from './admin-query-keys';

export type AdminBookingsParams = { status: AdminStatusFilter; page: number };

export function adminBookingsUrl({ status, page }: AdminBookingsParams): string {
  return urlWithParams('/api/bookings', { status: status === 'all' ? undefined : status, page: page > 1 ? page : undefined });
}

export function getAdminBookings(params: AdminBookingsParams): Promise<TAdminBookingList> {
  return apiJson<TAdminBookingList>('GET', adminBookingsUrl(params));
}

export function getAdminBookingsQueryOptions(params: AdminBookingsParams) {
  return queryOptions({ queryKey: [adminBookingsUrl(params)], queryFn: () => getAdminBookings(params), placeholderData: keepPreviousData });
}

export function useAdminBookings(params: AdminBookingsParams) {
  return useQuery(getAdminBookingsQueryOptions(params));
}
