import type { TCurrentUser } from '@shared/schemas/auth';

// docs/product/routes.md#dashboard-link: coaches see "Coach Dashboard", everyone else (admins,
// clients and unknown roles) "My Bookings".
export function dashboardLabelFor(user: Pick<TCurrentUser, 'role'> | null): string {
  return user?.role === 'coach' ? 'Coach Dashboard' : 'My Bookings';
}
