// Signed in as the demo client maya.
import { GOOD_CARD } from '../fixture-bookings.js';
import type { Fixtures } from '../fixtures.js';
import type { ScanTarget } from '../scan-target.js';

// The thread answers with the messages the send target stores (ScanTarget.exclusive).
const CONVERSATION = 'conversation';

export function clientTargets(f: Fixtures): ScanTarget[] {
  const { move, accept, noShow } = f.bookings;
  return [
    { title: 'Booking by id', as: 'client', method: 'GET', path: '/api/bookings/:id', params: { id: f.confirmedBookingId }, expect: [200] },
    {
      title: 'Booking join info',
      as: 'client',
      method: 'GET',
      path: '/api/bookings/:id/join',
      params: { id: f.confirmedBookingId },
      expect: [200],
    },
    {
      title: 'Own review by booking',
      as: 'client',
      method: 'GET',
      path: '/api/reviews/booking/:bookingId',
      params: { bookingId: f.reviewedBookingId },
      expect: [200],
    },
    {
      title: 'Payment intent',
      as: 'client',
      method: 'POST',
      path: '/api/create-payment-intent',
      // A slot no target books: slots[0] overlaps slots[1] (the booking target's), so once that is
      // booked an intent for slots[0] would be refused before it is stored.
      body: { coachId: f.coachId, startTime: f.bookings.openSlot, description: 'Security scan' },
      expect: [200],
    },
    {
      // Books nothing: every occurrence of a weekly series judged against the coach's schedule.
      title: 'Weekly series preview',
      as: 'client',
      method: 'POST',
      path: '/api/series/preview',
      body: { coachId: f.coachId, startTime: f.bookings.openSlot, cadenceWeeks: 1, count: 4 },
      expect: [200],
    },
    {
      title: 'Create booking',
      as: 'client',
      method: 'POST',
      path: '/api/bookings',
      body: {
        coachId: f.coachId,
        startTime: f.slots[1],
        notes: 'Booked by the security scan',
        paymentIntentId: f.paymentIntentId,
        card: GOOD_CARD,
        idempotencyKey: 'security-scan-booking',
        timeZone: 'Europe/Berlin',
      },
      // The first request books the slot; the same idempotency key then replays it.
      expect: [200, 201],
    },
    {
      title: 'Create review',
      as: 'client',
      method: 'POST',
      path: '/api/reviews',
      body: { bookingId: f.reviewableBookingId ?? f.reviewedBookingId, rating: 5, comment: 'Calm and clear.' },
      // Written by the first request; every later one is "already reviewed".
      expect: [201, 409],
    },
    {
      title: 'Update own profile',
      as: 'client',
      method: 'PATCH',
      path: '/api/user/profile',
      body: { firstName: 'Maya', lastName: 'Chen', email: 'maya@example.com' },
      expect: [200],
    },
    {
      title: 'Change booking status',
      as: 'client',
      method: 'PATCH',
      path: '/api/bookings/:id/status',
      params: { id: f.cancellableBookingId },
      body: { status: 'cancelled' },
      // Cancels the first time, then "already cancelled".
      expect: [200, 409],
    },
    {
      title: 'Reschedule booking',
      as: 'client',
      method: 'POST',
      path: '/api/bookings/:id/reschedule',
      params: { id: move.bookingId },
      body: { startTime: move.to },
      // Moved by the first request (the slot checked and the row updated); the same time again answers with the booking as it is.
      expect: [200],
    },
    {
      title: "Accept the coach's proposal",
      as: 'client',
      method: 'POST',
      path: '/api/bookings/:id/proposal/accept',
      params: { id: accept.bookingId },
      body: { startTime: accept.to },
      // Moved by the first request; then it is already at that time.
      expect: [200],
    },
    {
      // The booking has no proposal: nothing to clear, the booking is read and answered.
      title: 'Decline a proposal',
      as: 'client',
      method: 'DELETE',
      path: '/api/bookings/:id/proposal',
      params: { id: f.confirmedBookingId },
      expect: [200],
    },
    {
      title: 'Report the coach absent',
      as: 'client',
      method: 'POST',
      path: '/api/bookings/:id/no-show/coach-absent',
      params: { id: noShow.forClientReport },
      body: { statement: 'The coach did not join the call at all.' },
      // Recorded by the first request; then "already recorded".
      expect: [200, 409],
    },
    {
      // The same conversation each time: one per client and coach.
      title: 'Start a conversation',
      as: 'client',
      method: 'POST',
      path: '/api/conversations',
      body: { coachId: f.coachId },
      expect: [200],
    },
    {
      title: 'Conversation by id',
      as: 'client',
      method: 'GET',
      path: '/api/conversations/:id',
      params: { id: f.conversationId },
      expect: [200],
      exclusive: CONVERSATION,
    },
    {
      title: 'Send a message',
      as: 'client',
      method: 'POST',
      path: '/api/conversations/:id/messages',
      params: { id: f.conversationId },
      // Any text is a message: every payload is stored.
      body: { body: 'A question about our next session.' },
      expect: [201],
      exclusive: CONVERSATION,
    },
    {
      title: 'Mark messages read',
      as: 'client',
      method: 'POST',
      path: '/api/conversations/:id/read',
      params: { id: f.conversationId },
      body: { upTo: f.messageId },
      expect: [200],
    },
    {
      title: 'Report a coach',
      as: 'client',
      method: 'POST',
      path: '/api/reports',
      body: { kind: 'user', userId: f.coachUserId, reason: 'other', details: 'Reported by the security scan.' },
      // Filed by the first request; every later insert hits the unique report and is "already reported".
      expect: [201, 409],
    },
  ];
}
