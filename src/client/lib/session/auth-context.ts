import { createContext, useContext } from 'react';
import type { TCurrentUser } from '@shared/schemas/auth';

export type AuthContextValue = {
  user: TCurrentUser | null;
  isLoading: boolean;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  // Using the auth state outside its provider is a bug (docs/product/ui-behaviour.md#providers).
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
