import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { CURRENT_USER_QUERY_KEY, useCurrentUser } from '@/lib/session/get-current-user';
import { useLogin } from './api/login';
import { useLogout } from './api/logout';
import { useRegister } from '@/lib/session/register';
import { AuthContext, type AuthContextValue } from '@/lib/session/auth-context';
import { REDIRECT_DELAY_MS } from '@/lib/session/redirects';
import { errorText } from '@/lib/error-text';

// Owns the signed-in user and the sign-in/out calls with the spec's toasts.
// Where to go after sign-in is the caller's choice (it knows about returnTo);
// sign-out always goes home.
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const currentUser = useCurrentUser();

  const loginMutation = useLogin({
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      toast({ title: 'Login successful', description: `Welcome back, ${user.firstName}!` });
    },
    onError: (error) => {
      toast({ title: 'Login failed', description: errorText(error), variant: 'destructive' });
    },
  });

  const registerMutation = useRegister({
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      toast({ title: 'Registration successful', description: `Welcome, ${user.firstName}!` });
    },
    onError: (error) => {
      toast({ title: 'Registration failed', description: errorText(error), variant: 'destructive' });
    },
  });

  const logoutMutation = useLogout({
    onSuccess: () => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
      // The next person on this browser must not see the previous user's data.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0] });
      toast({ title: 'Logged out successfully' });
      setTimeout(() => navigate('/'), REDIRECT_DELAY_MS);
    },
    onError: (error) => {
      toast({ title: 'Logout failed', description: errorText(error), variant: 'destructive' });
    },
  });

  const value = useMemo<AuthContextValue>(
    () => ({
      user: currentUser.data ?? null,
      isLoading: currentUser.isLoading,
      error: currentUser.error,
      loginMutation,
      registerMutation,
      logoutMutation,
    }),
    [currentUser.data, currentUser.isLoading, currentUser.error, loginMutation, registerMutation, logoutMutation],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
