import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRoleFilter, TAdminUserList } from '@shared/schemas/admin';
import { apiJson } from '@/lib/api-client';
import { urlWithParams } from './admin-query-keys';

export type AdminUsersParams = { q: string; role: AdminRoleFilter; page: number };

export function adminUsersUrl({ q, role, page }: AdminUsersParams): string {
  return urlWithParams('/api/admin/users', {
    q: q.trim() || undefined,
    role: role === 'all' ? undefined : role,
    page: page > 1 ? page : undefined,
  });
}

export function getAdminUsers(params: AdminUsersParams): Promise<TAdminUserList> {
  return apiJson<TAdminUserList>('GET', adminUsersUrl(params));
}

export function getAdminUsersQueryOptions(params: AdminUsersParams) {
  // The previous page stays on screen while the next one loads, so the table does not jump.
  return queryOptions({ queryKey: [adminUsersUrl(params)], queryFn: () => getAdminUsers(params), placeholderData: keepPreviousData });
}

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery(getAdminUsersQueryOptions(params));
}
