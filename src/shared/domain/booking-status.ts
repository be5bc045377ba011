// Who may move a booking from which status to which (docs/product/booking-lifecycle.md#who-may-change-a-status). The
// server enforces it; the dashboards use it to decide which buttons to show.
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'partially_refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

// `noShow`: an upheld report that the coach did not attend (docs/product/no-shows.md) cancels the
// session, even a completed one, so it is refunded in full like any cancellation by the coach's side.
// `unpaid`: the card on file of a series was refused when the session was charged
// (docs/decisions/0079-series-paid-by-card-on-file.md), so that session is cancelled, nothing having been paid.
export type BookingActor = 'client' | 'coach' | 'admin' | 'system' | 'noShow' | 'unpaid';

type Transition = `${BookingStatus}->${BookingStatus}`;

const ALLOWED: Record<BookingActor, ReadonlySet<Transition>> = {
  client: new Set(['pending->cancelled', 'confirmed->cancelled']),
  coach: new Set(['pending->confirmed', 'pending->cancelled', 'confirmed->cancelled']),
  // Completing needs the end time to have passed, expiring needs the start time
  // to have come: the jobs check the clock, this only checks the shape.
  system: new Set(['confirmed->completed', 'pending->cancelled']),
  admin: new Set(['pending->cancelled', 'confirmed->cancelled']),
  noShow: new Set(['confirmed->cancelled', 'completed->cancelled']),
  unpaid: new Set(['pending->cancelled', 'confirmed->cancelled']),
};

export function canTransition(actor: BookingActor, from: BookingStatus, to: BookingStatus): boolean {
  return ALLOWED[actor].has(`${from}->${to}`);
}

export function isUpcomingStatus(status: BookingStatus): boolean {
  return status === 'pending' || status === 'confirmed';
}

// The message for a refused transition, so the toast tells the user why.
export function transitionRefusal(actor: BookingActor, from: BookingStatus, to: BookingStatus): string {
  if (from === to) return `This booking is already ${from}.`;
  if (from === 'cancelled') return 'This booking has already been cancelled.';
  if (from === 'completed') return to === 'cancelled' ? 'A completed booking cannot be cancelled.' : 'This booking is already completed.';
  if (to === 'completed') return 'A session is marked completed automatically once it has ended.';
  if (to === 'confirmed' && actor !== 'coach') return 'Only the coach can confirm a booking.';
  return `A ${from} booking cannot be changed to ${to}.`;
}
