import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import * as api from '@shared/api/api-routes.generated';
import { toast } from '@/components/ui/use-toast';
import { callApi } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { CURRENT_USER_QUERY_KEY } from '@/lib/session/get-current-user';
import { REDIRECT_DELAY_MS } from '@/lib/session/redirects';
import { authEn } from '@/i18n/catalogs/auth.en';
import { useT } from '@/lib/i18n/i18n-context';

export async function logout(): Promise<void> {
  await callApi(api.logout);
}

// Sign-out with its toasts (docs/product/accounts-and-roles.md#signing-in-and-out); it always goes home. Used by the account
// menu and the mobile menu, which are loaded only when shown, so the call is
// not part of every visitor's first download (docs/decisions/0035-server-rendering.md).
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const t = useT(authEn);
  return useMutation({
    mutationKey: ['logout'],
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
      // The next person on this browser must not see the previous user's data.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0] });
      toast({ title: t('auth.loggedOut') });
      setTimeout(() => navigate('/'), REDIRECT_DELAY_MS);
    },
    onError: (error) => {
      toast({ title: t('auth.logoutFailed'), description: errorText(error), variant: 'destructive' });
    },
  });
}
