// Signed in as the demo coach elena.
import type { Fixtures } from '../fixtures.js';
import type { ScanTarget } from '../scan-target.js';

// Pairs of targets where one writes what the other answers with (ScanTarget.exclusive).
const COACH_PROFILE = 'coach profile';
const SESSION_NOTES = 'session notes';

export function coachTargets(f: Fixtures): ScanTarget[] {
  const { propose, noShow } = f.bookings;
  const year = new Date().getUTCFullYear();
  return [
    {
      // First among the coach's targets: the link lasts 30 minutes from discoverFixtures.
      title: 'Payout set-up link (test mode)',
      as: 'coach',
      method: 'GET',
      path: '/api/payouts/test-onboarding/:token',
      params: { token: f.payouts.linkToken },
      expect: [200],
    },
    {
      title: 'Session history: paging',
      as: 'coach',
      method: 'GET',
      path: '/api/coach/bookings/history',
      query: { page: 1, pageSize: 10 },
      expect: [200],
    },
    {
      title: 'Session notes by booking',
      as: 'coach',
      method: 'GET',
      path: '/api/bookings/:id/notes',
      params: { id: f.confirmedBookingId },
      expect: [200],
      exclusive: SESSION_NOTES,
    },
    {
      title: 'Save session notes',
      as: 'coach',
      method: 'PUT',
      path: '/api/bookings/:id/notes',
      params: { id: f.confirmedBookingId },
      body: { notes: 'Breathing practice went well.' },
      expect: [200],
      exclusive: SESSION_NOTES,
    },
    {
      title: 'Edit coach profile',
      as: 'coach',
      method: 'PUT',
      path: '/api/coaches/me',
      body: f.coachProfileEdit,
      expect: [200],
      exclusive: COACH_PROFILE,
    },
    {
      title: 'Calendar sync on/off',
      as: 'coach',
      method: 'POST',
      path: '/api/coach/calendar-feed',
      body: { enabled: true },
      expect: [200],
    },
    {
      // The coach's own schedule, as GET /api/coach/schedule gave it: saved unchanged.
      title: 'Save weekly hours, dates and time off',
      as: 'coach',
      method: 'PUT',
      path: '/api/coach/schedule',
      body: f.schedule,
      expect: [200],
    },
    {
      // The address is stored before it is fetched; the fetch of a loopback address is
      // refused (and recorded as the sync's error), so nothing leaves the machine.
      title: 'Busy calendar address',
      as: 'coach',
      method: 'PUT',
      path: '/api/coach/busy-calendar',
      body: { url: 'https://127.0.0.1/security-scan/busy.ics' },
      expect: [200],
    },
    {
      title: 'Earnings: payouts of a year',
      as: 'coach',
      method: 'GET',
      path: '/api/coach/earnings/payouts',
      query: { year },
      expect: [200],
    },
    {
      title: 'Earnings: CSV of a year',
      as: 'coach',
      method: 'GET',
      path: '/api/coach/earnings/export.csv',
      query: { year },
      expect: [200],
    },
    {
      title: 'Reply to a review',
      as: 'coach',
      method: 'POST',
      path: '/api/reviews/:id/reply',
      params: { id: f.reviewId },
      body: { reply: 'Thank you for the kind words.' },
      // Written by the first request; every later one runs the same conditional update and is "already replied".
      expect: [201, 409],
    },
    {
      title: 'Propose a new time',
      as: 'coach',
      method: 'POST',
      path: '/api/bookings/:id/proposal',
      params: { id: propose.bookingId },
      body: { startTime: propose.to },
      // Stored by the first request; the same proposal again answers with the booking unchanged.
      expect: [200],
    },
    {
      title: 'Mark the client absent',
      as: 'coach',
      method: 'POST',
      path: '/api/bookings/:id/no-show/client-absent',
      params: { id: noShow.forCoachMark },
      body: { statement: 'The client did not join the call at all.' },
      // Recorded by the first request; then "already recorded".
      expect: [200, 409],
    },
    {
      title: "Dispute the client's no-show report",
      as: 'coach',
      method: 'POST',
      path: '/api/bookings/:id/no-show/dispute',
      params: { id: noShow.reported },
      body: { statement: 'I waited in the call for the whole session.' },
      // Recorded by the first request; then there is no open report left to dispute.
      expect: [200, 409],
    },
    {
      // The client is not blocked: the block is lifted again, harmlessly (blocking is left out).
      title: 'Unblock a client',
      as: 'coach',
      method: 'DELETE',
      path: '/api/conversations/:id/block',
      params: { id: f.conversationId },
      expect: [200],
    },
    {
      // A coach who has a profile sends the onboarding form again: the profile's insert-or-update.
      title: 'Coach onboarding: save details',
      as: 'coach',
      method: 'POST',
      path: '/api/coaches',
      body: f.coachOnboarding,
      expect: [200],
      exclusive: COACH_PROFILE,
    },
  ];
}
