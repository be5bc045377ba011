import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TAdminOverview } from '@shared/schemas/admin';
import { apiUrl, callApi } from '@/lib/api-client';

export const ADMIN_OVERVIEW_URL = apiUrl(api.getAdminOverview);

export function getAdminOverview(): Promise<TAdminOverview> {
  return callApi(api.getAdminOverview);
}

export function getAdminOverviewQueryOptions() {
  return queryOptions({ queryKey: [ADMIN_OVERVIEW_URL], queryFn: getAdminOverview });
}

export function useAdminOverview() {
  return useQuery(getAdminOverviewQueryOptions());
}
