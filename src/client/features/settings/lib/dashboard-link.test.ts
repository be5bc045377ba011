import { describe, expect, it } from 'vitest';
import { dashboardLinkFor } from './dashboard-link';

describe('dashboardLinkFor', () => {
  it('sends every role to its own dashboard', () => {
    expect(dashboardLinkFor({ role: 'client' })).toEqual({ href: '/dashboard/client', label: 'My Bookings' });
    expect(dashboardLinkFor({ role: 'coach' })).toEqual({ href: '/dashboard/coach', label: 'Coach Dashboard' });
    expect(dashboardLinkFor({ role: 'admin' })).toEqual({ href: '/dashboard/admin', label: 'Admin Dashboard' });
  });
});
