import type { TCurrentUser } from '@shared/schemas/auth';

// docs/product/routes.md#dashboard-link: coaches see "Coach Dashboard", everyone else (admins,
// clients and unknown roles) "My Bookings". The key of the account-menu catalog.
export function dashboardLabelFor(user: Pick<TCurrentUser, 'role'> | null): 'account-menu.coachDashboard' | 'account-menu.myBookings' {
  return user?.role === 'coach' ? 'account-menu.coachDashboard' : 'account-menu.myBookings';
}
