import type { TBooking } from '@shared/schemas/bookings';
import { commonEn } from '@/i18n/catalogs/common.en';
import { bookingFormats } from '@/lib/bookings/booking-formats';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { BookingBadge } from './booking-badge';

// What became of the money of a cancelled booking (docs/product/cancellation-policy.md):
// refunded in full, partly, not at all (a late cancellation), or still on its way.
export function RefundBadge({ booking }: { booking: Pick<TBooking, 'status' | 'paymentStatus' | 'refundAmount' | 'totalPrice'> }) {
  const t = useT(commonEn);
  const { price } = bookingFormats(useLocale());
  if (booking.status !== 'cancelled') return null;
  if (booking.paymentStatus === 'refunded') return <BookingBadge tone="cancelled">{t('common.refunded')}</BookingBadge>;
  if (booking.paymentStatus === 'partially_refunded') {
    return (
      <BookingBadge tone="cancelled">
        {t('common.refundedPart', { refund: price(booking.refundAmount ?? 0), total: price(booking.totalPrice) })}
      </BookingBadge>
    );
  }
  if (booking.paymentStatus === 'paid' && booking.refundAmount === 0)
    return <BookingBadge tone="cancelled">{t('common.noRefund')}</BookingBadge>;
  if (booking.paymentStatus === 'paid') return <BookingBadge tone="pending">{t('common.refundOnItsWay')}</BookingBadge>;
  return null;
}
