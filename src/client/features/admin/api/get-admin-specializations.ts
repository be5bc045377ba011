import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TSpecializationList } from '@shared/schemas/specializations';
import { apiUrl, callApi } from '@/lib/api-client';

export const ADMIN_SPECIALIZATIONS_URL = apiUrl(api.listAdminSpecializations);

export function getAdminSpecializations(): Promise<TSpecializationList> {
  return callApi(api.listAdminSpecializations);
}

export function getAdminSpecializationsQueryOptions() {
  return queryOptions({ queryKey: [ADMIN_SPECIALIZATIONS_URL], queryFn: getAdminSpecializations });
}

export function useAdminSpecializations() {
  return useQuery(getAdminSpecializationsQueryOptions());
}
