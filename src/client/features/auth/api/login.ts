import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TCurrentUser, TLoginRequest } from '@shared/schemas/auth';
import { toast } from '@/components/ui/use-toast';
import { callApi } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useRegister } from '@/lib/session/register';
import { CURRENT_USER_QUERY_KEY } from '@/lib/session/get-current-user';
import { authEn } from '@/i18n/catalogs/auth.en';
import { useT } from '@/lib/i18n/i18n-context';

export function login(credentials: TLoginRequest): Promise<TCurrentUser> {
  return callApi(api.login, { body: credentials });
}

// The toasts for signing in and signing up (docs/product/accounts-and-roles.md#signing-in-and-out); the signed-in user goes
// straight into the cache the header reads. Where to go next is the caller's
// choice (it knows about returnTo). These live with the auth page, not the
// app-wide provider, so a visitor who never signs in never downloads them
// (docs/decisions/0035-server-rendering.md).
function signedIn(user: TCurrentUser, title: string, greeting: string, setUser: (user: TCurrentUser) => void) {
  setUser(user);
  toast({ title, description: greeting });
}

function failed(title: string) {
  return (error: Error) => toast({ title, description: errorText(error), variant: 'destructive' });
}

function useSetCurrentUser() {
  const queryClient = useQueryClient();
  return (user: TCurrentUser) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
}

export function useLogin() {
  const setUser = useSetCurrentUser();
  const t = useT(authEn);
  return useMutation({
    mutationKey: ['login'],
    mutationFn: login,
    onSuccess: (user: TCurrentUser) =>
      signedIn(user, t('auth.loginSuccessful'), t('auth.welcomeBackName', { name: user.firstName }), setUser),
    onError: failed(t('auth.loginFailed')),
  });
}

export function useSignUp() {
  const setUser = useSetCurrentUser();
  const t = useT(authEn);
  return useRegister({
    onSuccess: (user) => signedIn(user, t('auth.registrationSuccessful'), t('auth.welcomeName', { name: user.firstName }), setUser),
    onError: failed(t('auth.registrationFailed')),
  });
}
