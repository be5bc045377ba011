import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useCurrentUser } from '@/lib/session/get-current-user';
import { AuthContext, type AuthContextValue } from '@/lib/session/auth-context';

// Owns the signed-in user. The sign-in, sign-up and sign-out calls are hooks
// of their own (features/auth/api), used by the page and menus that offer them.
export function AuthProvider({ children }: { children: ReactNode }) {
  const currentUser = useCurrentUser();
  const value = useMemo<AuthContextValue>(
    () => ({ user: currentUser.data ?? null, isLoading: currentUser.isLoading }),
    [currentUser.data, currentUser.isLoading],
  );
  // The first answer (who is signed in, if anyone) reaches the pages in a
  // render that yields to the browser. Passed on at once, it changed the
  // context while a server-rendered page was still being hydrated, and React
  // then hydrated the whole page in one long task; a page the browser renders
  // itself (the checkout) was drawn in one too. Later changes (signing in or
  // out) are passed on at once.
  const deferred = useDeferredValue(value);
  return <AuthContext.Provider value={deferred.isLoading && !value.isLoading ? deferred : value}>{children}</AuthContext.Provider>;
}
