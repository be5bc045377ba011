import type { TBooking } from '@shared/schemas/bookings';
import { formatPrice } from '@/lib/bookings/format-booking';
import { BookingBadge } from './booking-badge';

// What became of the money of a cancelled booking (docs/product/cancellation-policy.md):
// refunded in full, partly, not at all (a late cancellation), or still on its way.
export function RefundBadge({ booking }: { booking: Pick<TBooking, 'status' | 'paymentStatus' | 'refundAmount' | 'totalPrice'> }) {
  if (booking.status !== 'cancelled') return null;
  if (booking.paymentStatus === 'refunded') return <BookingBadge tone="cancelled">Refunded</BookingBadge>;
  if (booking.paymentStatus === 'partially_refunded') {
    return (
      <BookingBadge tone="cancelled">{`Refunded ${formatPrice(booking.refundAmount)} of ${formatPrice(booking.totalPrice)}`}</BookingBadge>
    );
  }
  if (booking.paymentStatus === 'paid' && booking.refundAmount === 0) return <BookingBadge tone="cancelled">No refund</BookingBadge>;
  if (booking.paymentStatus === 'paid') return <BookingBadge tone="pending">Refund on its way</BookingBadge>;
  return null;
}
