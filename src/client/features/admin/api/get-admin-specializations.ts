import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSpecializationList } from '@shared/schemas/specializations';
import { apiJson } from '@/lib/api-client';

export const ADMIN_SPECIALIZATIONS_URL = '/api/admin/specializations';

export function getAdminSpecializations(): Promise<TSpecializationList> {
  return apiJson<TSpecializationList>('GET', ADMIN_SPECIALIZATIONS_URL);
}

export function getAdminSpecializationsQueryOptions() {
  return queryOptions({ queryKey: [ADMIN_SPECIALIZATIONS_URL], queryFn: getAdminSpecializations });
}

export function useAdminSpecializations() {
  return useQuery(getAdminSpecializationsQueryOptions());
}
