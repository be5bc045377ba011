import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminCoachList } from '@shared/schemas/admin';
import { apiJson } from '@/lib/api-client';
import { urlWithParams } from './admin-query-keys';

export type AdminCoachesParams = { q: string; page: number };

export function adminCoachesUrl({ q, page }: AdminCoachesParams): string {
  return urlWithParams('/api/admin/coaches', { q: q.trim() || undefined, page: page > 1 ? page : undefined });
}

export function getAdminCoaches(params: AdminCoachesParams): Promise<TAdminCoachList> {
  return apiJson<TAdminCoachList>('GET', adminCoachesUrl(params));
}

export function getAdminCoachesQueryOptions(params: AdminCoachesParams) {
  return queryOptions({ queryKey: [adminCoachesUrl(params)], queryFn: () => getAdminCoaches(params), placeholderData: keepPreviousData });
}

export function useAdminCoaches(params: AdminCoachesParams) {
  return useQuery(getAdminCoachesQueryOptions(params));
}
