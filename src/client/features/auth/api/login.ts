import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { TCurrentUser, TLoginRequest } from '@shared/schemas/auth';
import { apiJson } from '@/lib/api-client';

export function login(credentials: TLoginRequest): Promise<TCurrentUser> {
  return apiJson<TCurrentUser>('POST', '/api/login', credentials);
}

export function getLoginMutationOptions(): UseMutationOptions<TCurrentUser, Error, TLoginRequest> {
  return { mutationKey: ['login'], mutationFn: login };
}

export function useLogin(options: Omit<UseMutationOptions<TCurrentUser, Error, TLoginRequest>, 'mutationFn'> = {}) {
  return useMutation({ ...getLoginMutationOptions(), ...options });
}
