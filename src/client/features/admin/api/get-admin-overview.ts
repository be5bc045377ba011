import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminOverview } from '@shared/schemas/admin';
import { apiJson } from '@/lib/api-client';

export const ADMIN_OVERVIEW_URL = '/api/admin/overview';

export function getAdminOverview(): Promise<TAdminOverview> {
  return apiJson<TAdminOverview>('GET', ADMIN_OVERVIEW_URL);
}

export function getAdminOverviewQueryOptions() {
  return queryOptions({ queryKey: [ADMIN_OVERVIEW_URL], queryFn: getAdminOverview });
}

export function useAdminOverview() {
  return useQuery(getAdminOverviewQueryOptions());
}
