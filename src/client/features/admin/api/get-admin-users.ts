import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { AdminRoleFilter, TAdminUserList } from '@shared/schemas/admin';
import { apiUrl, callApi } from '@/lib/api-client';

export type AdminUsersParams = { q: string; role: AdminRoleFilter; page: number };

function adminUsersQuery({ q, role, page }: AdminUsersParams) {
  return { q: q.trim() || undefined, role: role === 'all' ? undefined : role, page: page > 1 ? page : undefined };
}

export function adminUsersUrl(params: AdminUsersParams): string {
  return apiUrl(api.listAdminUsers, { query: adminUsersQuery(params) });
}

export function getAdminUsers(params: AdminUsersParams): Promise<TAdminUserList> {
  return callApi(api.listAdminUsers, { query: adminUsersQuery(params) });
}

export function getAdminUsersQueryOptions(params: AdminUsersParams) {
  // The previous page stays on screen while the next one loads, so the table does not jump.
  return queryOptions({ queryKey: [adminUsersUrl(params)], queryFn: () => getAdminUsers(params), placeholderData: keepPreviousData });
}

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery(getAdminUsersQueryOptions(params));
}
