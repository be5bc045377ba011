import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import type { TRole } from '@shared/schemas/auth';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/session/auth-context';

type ProtectedRouteProps = {
  children: ReactNode;
  // Without roles any signed-in user may enter.
  roles?: readonly TRole[];
  // Where signed-in users without an allowed role go (default /: docs/product/routes.md#route-guards).
  redirectTo?: string;
};

export function ProtectedRoute({ children, roles, redirectTo = '/' }: ProtectedRouteProps) {
  const { user, isLoading } = useAuth();
  const [location] = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) {
    // returnTo brings the visitor back here after signing in.
    const returnTo = `${location}${window.location.search}`;
    return <Redirect to={`/auth?returnTo=${encodeURIComponent(returnTo)}`} replace />;
  }
  if (roles && !roles.includes(user.role)) return <Redirect to={redirectTo} replace />;
  return <>{children}</>;
}
