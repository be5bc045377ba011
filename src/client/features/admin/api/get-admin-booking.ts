import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TAdminBookingDetail } from '@shared/schemas/admin';
import { apiUrl, callApi } from '@/lib/api-client';

export function adminBookingUrl(id: string | number): string {
  return apiUrl(api.getAdminBooking, { params: { id } });
}

export function getAdminBooking(id: string | number): Promise<TAdminBookingDetail> {
  return callApi(api.getAdminBooking, { params: { id } });
}

export function getAdminBookingQueryOptions(id: string | number) {
  return queryOptions({ queryKey: [adminBookingUrl(id)], queryFn: () => getAdminBooking(id) });
}

export function useAdminBooking(id: string | number) {
  return useQuery(getAdminBookingQueryOptions(id));
}
