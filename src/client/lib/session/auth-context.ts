import { createContext, useContext } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { TCurrentUser, TLoginRequest } from '@shared/schemas/auth';
import type { RegisterInput } from './register';

export type AuthContextValue = {
  user: TCurrentUser | null;
  isLoading: boolean;
  error: Error | null;
  loginMutation: UseMutationResult<TCurrentUser, Error, TLoginRequest>;
  registerMutation: UseMutationResult<TCurrentUser, Error, RegisterInput>;
  logoutMutation: UseMutationResult<void, Error, void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  // Using the auth state outside its provider is a bug (docs/product/ui-behaviour.md#providers).
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
