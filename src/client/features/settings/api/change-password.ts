import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '@shared/schemas/account';
import { apiJson } from '@/lib/api-client';

export type ChangePasswordResponse = { success: true };

export function changePassword(input: TChangePasswordRequest): Promise<ChangePasswordResponse> {
  return apiJson<ChangePasswordResponse>('POST', '/api/user/password', input);
}

export function getChangePasswordMutationOptions(): UseMutationOptions<ChangePasswordResponse, Error, TChangePasswordRequest> {
  return { mutationKey: ['change-password'], mutationFn: changePassword };
}

export function useChangePassword(
  options: Omit<UseMutationOptions<ChangePasswordResponse, Error, TChangePasswordRequest>, 'mutationFn'> = {},
) {
  return useMutation({ ...getChangePasswordMutationOptions(), ...options });
}
