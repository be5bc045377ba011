import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminUser } from '@shared/schemas/admin';
import { apiJson } from '@/lib/api-client';
import { invalidateAdminData } from './admin-query-keys';

export type UpdateUserStatusInput = { userId: number; isActive: boolean };

export function updateUserStatus({ userId, isActive }: UpdateUserStatusInput): Promise<TAdminUser> {
  return apiJson<TAdminUser>('PATCH', `/api/admin/users/${userId}/status`, { isActive });
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-user-status'],
    mutationFn: updateUserStatus,
    // Counts, lists and the detail page all show the flag.
    onSuccess: () => invalidateAdminData(queryClient),
  });
}
