import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TAdminCoachList } from '@shared/schemas/admin';
import { apiUrl, callApi } from '@/lib/api-client';

export type AdminCoachesParams = { q: string; page: number };

function adminCoachesQuery({ q, page }: AdminCoachesParams) {
  return { q: q.trim() || undefined, page: page > 1 ? page : undefined };
}

export function adminCoachesUrl(params: AdminCoachesParams): string {
  return apiUrl(api.listAdminCoaches, { query: adminCoachesQuery(params) });
}

export function getAdminCoaches(params: AdminCoachesParams): Promise<TAdminCoachList> {
  return callApi(api.listAdminCoaches, { query: adminCoachesQuery(params) });
}

export function getAdminCoachesQueryOptions(params: AdminCoachesParams) {
  return queryOptions({ queryKey: [adminCoachesUrl(params)], queryFn: () => getAdminCoaches(params), placeholderData: keepPreviousData });
}

export function useAdminCoaches(params: AdminCoachesParams) {
  return useQuery(getAdminCoachesQueryOptions(params));
}
