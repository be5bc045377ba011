import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}

export function getLogoutMutationOptions(): UseMutationOptions<void, Error, void> {
  return { mutationKey: ['logout'], mutationFn: logout };
}

export function useLogout(options: Omit<UseMutationOptions<void, Error, void>, 'mutationFn'> = {}) {
  return useMutation({ ...getLogoutMutationOptions(), ...options });
}
