import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminBookingDetail } from '@shared/schemas/admin';
import { apiJson } from '@/lib/api-client';

export function adminBookingUrl(id: string | number): string {
  return `/api/admin/bookings/${encodeURIComponent(String(id))}`;
}

export function getAdminBooking(id: string | number): Promise<TAdminBookingDetail> {
  return apiJson<TAdminBookingDetail>('GET', adminBookingUrl(id));
}

export function getAdminBookingQueryOptions(id: string | number) {
  return queryOptions({ queryKey: [adminBookingUrl(id)], queryFn: () => getAdminBooking(id) });
}

export function useAdminBooking(id: string | number) {
  return useQuery(getAdminBookingQueryOptions(id));
}
