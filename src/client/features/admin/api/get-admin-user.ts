import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TAdminUserDetail } from '@shared/schemas/admin';
import { apiUrl, callApi } from '@/lib/api-client';

export function adminUserUrl(id: string | number): string {
  return apiUrl(api.getAdminUser, { params: { id } });
}

export function getAdminUser(id: string | number): Promise<TAdminUserDetail> {
  return callApi(api.getAdminUser, { params: { id } });
}

export function getAdminUserQueryOptions(id: string | number) {
  return queryOptions({ queryKey: [adminUserUrl(id)], queryFn: () => getAdminUser(id) });
}

export function useAdminUser(id: string | number) {
  return useQuery(getAdminUserQueryOptions(id));
}
