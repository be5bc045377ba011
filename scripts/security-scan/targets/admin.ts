// Signed in as the demo admin.
import type { Fixtures } from '../fixtures.js';
import type { ScanTarget } from '../scan-target.js';

export function adminTargets(f: Fixtures): ScanTarget[] {
  const otherCoachId = f.otherCoachIds[0] ?? f.coachId;
  return [
    {
      title: 'Admin users: search, role, paging',
      as: 'admin',
      method: 'GET',
      path: '/api/admin/users',
      query: { q: 'maya', role: 'all', page: 1, pageSize: 20 },
      expect: [200],
    },
    { title: 'Admin user by id', as: 'admin', method: 'GET', path: '/api/admin/users/:id', params: { id: f.otherUserId }, expect: [200] },
    {
      title: 'Admin user status',
      as: 'admin',
      method: 'PATCH',
      path: '/api/admin/users/:id/status',
      params: { id: f.otherUserId },
      body: { isActive: true },
      expect: [200],
    },
    {
      title: 'Admin bookings: status, paging',
      as: 'admin',
      method: 'GET',
      path: '/api/bookings',
      query: { status: 'all', page: 1, pageSize: 20 },
      expect: [200],
    },
    {
      title: 'Admin booking by id',
      as: 'admin',
      method: 'GET',
      path: '/api/admin/bookings/:id',
      params: { id: f.confirmedBookingId },
      expect: [200],
    },
    {
      title: 'Admin coaches: search, paging',
      as: 'admin',
      method: 'GET',
      path: '/api/admin/coaches',
      query: { q: 'el', page: 1, pageSize: 20 },
      expect: [200],
    },
    {
      title: 'Admin create specialization',
      as: 'admin',
      method: 'POST',
      path: '/api/admin/specializations',
      body: {
        name: 'Scan Probe Practice',
        description: 'A specialization created by the security scan.',
        iconName: '🔍',
        colorClass: 'amber',
      },
      // Created by the first request; later ones hit the unique name.
      expect: [201, 409],
    },
    {
      title: 'Admin edit specialization',
      as: 'admin',
      method: 'PATCH',
      path: '/api/admin/specializations/:id',
      params: { id: f.specializationId },
      body: { description: 'Edited by the security scan, a throwaway database.' },
      expect: [200],
    },
    {
      title: 'Admin reports: status, paging',
      as: 'admin',
      method: 'GET',
      path: '/api/admin/reports',
      query: { status: 'open', page: 1, pageSize: 20 },
      expect: [200],
    },
    {
      title: 'Admin resolve a report',
      as: 'admin',
      method: 'POST',
      path: '/api/admin/reports/:id/resolve',
      params: { id: f.reportId },
      body: { action: 'dismiss' },
      // Dismissed by the first request; then "already resolved".
      expect: [200, 409],
    },
    {
      // The review is not hidden: the conditional update changes nothing and the answer is a refusal.
      title: 'Admin restore a review',
      as: 'admin',
      method: 'POST',
      path: '/api/admin/reviews/:id/restore',
      params: { id: f.reviewId },
      expect: [409],
    },
    {
      title: 'Admin coach vetting queue: status',
      as: 'admin',
      method: 'GET',
      path: '/api/admin/vetting',
      query: { status: 'approved' },
      expect: [200],
    },
    {
      // A listed coach is not waiting for review: the status update (reason included) matches no row, and
      // the refusal keeps every demo coach listed.
      title: 'Admin reject a coach',
      as: 'admin',
      method: 'POST',
      path: '/api/admin/vetting/:id/reject',
      params: { id: otherCoachId },
      body: { reason: 'Checked by the security scan.' },
      expect: [409],
    },
    {
      // Already approved: the same refusal after the update, with the path id tested.
      title: 'Admin approve a coach',
      as: 'admin',
      method: 'POST',
      path: '/api/admin/vetting/:id/approve',
      params: { id: otherCoachId },
      expect: [409],
    },
    {
      title: 'Admin transfers: status',
      as: 'admin',
      method: 'GET',
      path: '/api/admin/transfers',
      query: { status: 'held' },
      expect: [200],
    },
    {
      // A paid transfer: the conditional update matches no row, the transfer is looked up and the retry refused.
      title: 'Admin retry a transfer',
      as: 'admin',
      method: 'POST',
      path: '/api/admin/transfers/:id/retry',
      params: { id: f.payouts.paidTransferId },
      expect: [409],
    },
    {
      title: 'Admin no-show decision',
      as: 'admin',
      method: 'POST',
      path: '/api/admin/no-shows/:id/decision',
      params: { id: f.bookings.noShow.disputed },
      // No refund: the decision is recorded and nothing is paid back.
      body: { refund: false, note: 'Decided by the security scan.' },
      // Decided by the first request; every later one runs the same conditional update and is "not waiting for a decision".
      expect: [200, 409],
    },
  ];
}
