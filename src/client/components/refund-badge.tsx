import type { TBooking } from '@shared/schemas/bookings';
import { bookingFormats } from '@/lib/bookings/booking-formats';
import { bookingCardEn } from '@/i18n/catalogs/booking-card.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { BookingBadge } from './booking-badge';

// What became of the money of a cancelled booking (docs/product/cancellation-policy.md):
// refunded in full, partly, not at all (a late cancellation), or still on its way.
export function RefundBadge({ booking }: { booking: Pick<TBooking, 'status' | 'paymentStatus' | 'refundAmount' | 'totalPrice'> }) {
  const t = useT(bookingCardEn);
  const price = bookingFormats(useLocale()).price;
  if (booking.status !== 'cancelled') return null;
  if (booking.paymentStatus === 'refunded') return <BookingBadge tone="cancelled">{t('booking-card.refunded')}</BookingBadge>;
  if (booking.paymentStatus === 'partially_refunded') {
    return (
      <BookingBadge tone="cancelled">
        {t('booking-card.refundedPart', { amount: price(booking.refundAmount ?? 0), total: price(booking.totalPrice) })}
      </BookingBadge>
    );
  }
  if (booking.paymentStatus === 'paid' && booking.refundAmount === 0)
    return <BookingBadge tone="cancelled">{t('booking-card.noRefund')}</BookingBadge>;
  if (booking.paymentStatus === 'paid') return <BookingBadge tone="pending">{t('booking-card.refundOnWay')}</BookingBadge>;
  return null;
}
