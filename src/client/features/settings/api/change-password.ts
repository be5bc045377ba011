import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TChangePasswordRequest, TChangePasswordResponse } from '@shared/schemas/account';
import { callApi } from '@/lib/api-client';

export function changePassword(input: TChangePasswordRequest): Promise<TChangePasswordResponse> {
  return callApi(api.changePassword, { body: input });
}

export function getChangePasswordMutationOptions(): UseMutationOptions<TChangePasswordResponse, Error, TChangePasswordRequest> {
  return { mutationKey: ['change-password'], mutationFn: changePassword };
}

export function useChangePassword(
  options: Omit<UseMutationOptions<TChangePasswordResponse, Error, TChangePasswordRequest>, 'mutationFn'> = {},
) {
  return useMutation({ ...getChangePasswordMutationOptions(), ...options });
}
