import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TAdminUser } from '@shared/schemas/admin';
import { callApi } from '@/lib/api-client';
import { invalidateAdminData } from './admin-query-keys';

export type UpdateUserStatusInput = { userId: number; isActive: boolean };

export function updateUserStatus({ userId, isActive }: UpdateUserStatusInput): Promise<TAdminUser> {
  return callApi(api.updateAdminUserStatus, { params: { id: userId }, body: { isActive } });
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
