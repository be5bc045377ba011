import type { TCurrentUser } from '@shared/schemas/auth';
import { dashboardPathFor } from '@/lib/session/redirects';

// Settings is shared by every role; the way back goes to the caller's own dashboard.
export function dashboardLinkFor(user: Pick<TCurrentUser, 'role'>): { href: string; label: string } {
  const label = user.role === 'admin' ? 'Admin Dashboard' : user.role === 'coach' ? 'Coach Dashboard' : 'My Bookings';
  return { href: dashboardPathFor(user), label };
}
