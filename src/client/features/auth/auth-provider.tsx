import { useMemo, type ReactNode } from 'react';
import { useCurrentUser } from '@/lib/session/get-current-user';
import { AuthContext, type AuthContextValue } from '@/lib/session/auth-context';

// Owns the signed-in user. The sign-in, sign-up and sign-out calls are hooks
// of their own (features/auth/api), used by the page and menus that offer them.
export function AuthProvider({ children }: { children: ReactNode }) {
  const currentUser = useCurrentUser();
  const value = useMemo<AuthContextValue>(
    () => ({ user: currentUser.data ?? null, isLoading: currentUser.isLoading, error: currentUser.error }),
    [currentUser.data, currentUser.isLoading, currentUser.error],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
