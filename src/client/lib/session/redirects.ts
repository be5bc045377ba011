import type { TCurrentUser } from '@shared/schemas/auth';
import { safeRedirectPath } from '@/lib/safe-redirect';

// docs/product/routes.md#dashboard-link: admin -> admin dashboard, coach -> coach dashboard, anyone else
// (including unknown roles) -> client dashboard; no user -> sign-in.
export function dashboardPathFor(user: Pick<TCurrentUser, 'role'> | null | undefined): string {
  if (!user) return '/auth';
  if (user.role === 'admin') return '/dashboard/admin';
  if (user.role === 'coach') return '/dashboard/coach';
  return '/dashboard/client';
}

// After sign-in coaches go to their dashboard, others to / (docs/product/routes.md#after-signing-in).
// A same-site returnTo/redirect wins, so a visitor lands where they started.
export function pathAfterSignIn(user: Pick<TCurrentUser, 'role'>, returnTo: string | null): string {
  const safe = safeRedirectPath(returnTo);
  if (safe) return safe;
  return user.role === 'coach' ? '/dashboard/coach' : '/';
}

export function pathAfterRegistration(user: Pick<TCurrentUser, 'role'>, returnTo: string | null): string {
  if (user.role === 'coach') return '/coach-onboarding/plan';
  return safeRedirectPath(returnTo) ?? '/';
}

// Delay from docs/product/ui-behaviour.md#redirect-delays, so the success toast is seen before the page changes.
export const REDIRECT_DELAY_MS = 100;
