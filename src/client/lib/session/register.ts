import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { TCurrentUser, TRegisterRequest } from '@shared/schemas/auth';
import { apiJson } from '@/lib/api-client';

// The request type has a defaulted role, so callers may leave it out.
export type RegisterInput = Omit<TRegisterRequest, 'role'> & { role?: TRegisterRequest['role'] };

export function register(input: RegisterInput): Promise<TCurrentUser> {
  return apiJson<TCurrentUser>('POST', '/api/register', input);
}

export function getRegisterMutationOptions(): UseMutationOptions<TCurrentUser, Error, RegisterInput> {
  return { mutationKey: ['register'], mutationFn: register };
}

export function useRegister(options: Omit<UseMutationOptions<TCurrentUser, Error, RegisterInput>, 'mutationFn'> = {}) {
  return useMutation({ ...getRegisterMutationOptions(), ...options });
}
