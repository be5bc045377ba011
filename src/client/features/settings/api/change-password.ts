import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { TChangePasswordRequest, TChangePasswordResponse } from '@shared/schemas/account';
import { apiJson } from '@/lib/api-client';

export function changePassword(input: TChangePasswordRequest): Promise<TChangePasswordResponse> {
  return apiJson<TChangePasswordResponse>('POST', '/api/user/password', input);
}

export function getChangePasswordMutationOptions(): UseMutationOptions<TChangePasswordResponse, Error, TChangePasswordRequest> {
  return { mutationKey: ['change-password'], mutationFn: changePassword };
}

export function useChangePassword(
  options: Omit<UseMutationOptions<TChangePasswordResponse, Error, TChangePasswordRequest>, 'mutationFn'> = {},
) {
  return useMutation({ ...getChangePasswordMutationOptions(), ...options });
}
