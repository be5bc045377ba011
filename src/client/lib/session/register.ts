import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TCurrentUser, TRegisterRequest } from '@shared/schemas/auth';
import { callApi } from '@/lib/api-client';

// The request type has a defaulted role, so callers may leave it out.
export type RegisterInput = Omit<TRegisterRequest, 'role'> & { role?: TRegisterRequest['role'] };

export function register(input: RegisterInput): Promise<TCurrentUser> {
  return callApi(api.register, { body: input });
}

export function getRegisterMutationOptions(): UseMutationOptions<TCurrentUser, Error, RegisterInput> {
  return { mutationKey: ['register'], mutationFn: register };
}

export function useRegister(options: Omit<UseMutationOptions<TCurrentUser, Error, RegisterInput>, 'mutationFn'> = {}) {
  return useMutation({ ...getRegisterMutationOptions(), ...options });
}
