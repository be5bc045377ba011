// docs/product/booking-lifecycle.md#upcoming-and-past: upcoming = pending or confirmed (soonest first),
// past = completed or cancelled (newest first).
import { isUpcomingStatus } from '@shared/domain/booking-status';
import type { TBooking } from '@shared/schemas/bookings';

type Sortable = Pick<TBooking, 'status' | 'startTime'>;

export function splitBookings<T extends Sortable>(bookings: readonly T[]): { upcoming: T[]; past: T[] } {
  const at = (booking: T) => new Date(booking.startTime).getTime();
  const upcoming = bookings.filter((b) => isUpcomingStatus(b.status)).sort((a, b) => at(a) - at(b));
  const past = bookings.filter((b) => !isUpcomingStatus(b.status)).sort((a, b) => at(b) - at(a));
  return { upcoming, past };
}

// Quick stats on the profile card: every booking counts as a session, and
// coaches are the distinct coach ids among them.
export function bookingStats(bookings: readonly Pick<TBooking, 'coachId'>[]): { sessions: number; coaches: number } {
  return { sessions: bookings.length, coaches: new Set(bookings.map((b) => b.coachId)).size };
}

// The refund when the coach declines or cancels: a paid booking is refunded in full (docs/product/booking-lifecycle.md#refunds).
// A client's own cancellation follows the booking's policy instead (cancel-refund.ts).
export function refundOnCancel(booking: Pick<TBooking, 'paymentStatus' | 'totalPrice'>): number | null {
  return booking.paymentStatus === 'paid' ? booking.totalPrice : null;
}
