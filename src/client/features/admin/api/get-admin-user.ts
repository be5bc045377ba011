import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminUserDetail } from '@shared/schemas/admin';
import { apiJson } from '@/lib/api-client';

export function adminUserUrl(id: string | number): string {
  return `/api/admin/users/${encodeURIComponent(String(id))}`;
}

export function getAdminUser(id: string | number): Promise<TAdminUserDetail> {
  return apiJson<TAdminUserDetail>('GET', adminUserUrl(id));
}

export function getAdminUserQueryOptions(id: string | number) {
  return queryOptions({ queryKey: [adminUserUrl(id)], queryFn: () => getAdminUser(id) });
}

export function useAdminUser(id: string | number) {
  return useQuery(getAdminUserQueryOptions(id));
}
