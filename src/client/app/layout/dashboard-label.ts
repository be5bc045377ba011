import type { TCurrentUser } from '@shared/schemas/auth';

// docs/product/routes.md#dashboard-link: coaches see "Coach Dashboard", everyone else (admins,
// clients and unknown roles) "My Bookings". The key of the layout catalog.
export function dashboardLabelFor(user: Pick<TCurrentUser, 'role'> | null): 'layout.coachDashboard' | 'layout.myBookings' {
  return user?.role === 'coach' ? 'layout.coachDashboard' : 'layout.myBookings';
}
