import { CANCELLATION_POLICY_LABELS } from '@shared/domain/cancellation-policy';
import type { TBooking } from '@shared/schemas/bookings';
import { formatLongDate, formatPrice } from '@/lib/bookings/format-booking';
import { clientRefundOnCancel } from '@/lib/bookings/cancel-refund';
import { timeLabel } from '@/lib/time-labels';

// The money part of the client's cancel dialog: the exact amount the booking's
// policy refunds if they cancel now, and until when that holds
// (docs/product/cancellation-policy.md). A booking paid with a credit (the
// server says so) gets its credit back where a card would be refunded in full,
// and spends it otherwise: no half credits (docs/product/packages.md).
export function CancelRefundText({ booking, timeZone, now }: { booking: TBooking; timeZone: string; now: Date }) {
  const refund = clientRefundOnCancel(booking, now);
  const policy = `the coach's ${CANCELLATION_POLICY_LABELS[booking.cancellationPolicy]} cancellation policy`;
  if (!refund) {
    return <p className="font-medium text-foreground">You have not been charged for this booking, so there is nothing to refund.</p>;
  }
  const price = formatPrice(booking.totalPrice);
  let amount: string;
  if (booking.paidWithCredit)
    amount =
      refund.percent === 100
        ? 'Your credit comes back to your package.'
        : `Your credit is spent: under ${policy}, cancelling now does not return it.`;
  else if (refund.percent === 100) amount = `You will be refunded ${formatPrice(refund.amount)} in full.`;
  else if (refund.amount > 0)
    amount = `You will be refunded ${formatPrice(refund.amount)} of the ${price} you paid (${refund.percent}%), under ${policy}.`;
  else amount = `You will not be refunded: under ${policy}, cancelling now refunds nothing of the ${price} you paid.`;
  // A spent credit does not get more spent later.
  const drop = booking.paidWithCredit && refund.percent < 100 ? null : refund.drop;
  return (
    <>
      <p className="font-medium text-foreground" data-testid="cancel-refund">
        {amount}
      </p>
      {drop ? (
        <p>
          This holds until {formatLongDate(drop.until, timeZone)} at {timeLabel(drop.until, timeZone)}; after that{' '}
          {booking.paidWithCredit ? 'the credit is spent' : `the refund is ${drop.percent === 0 ? 'nothing' : `${drop.percent}%`}`}.
        </p>
      ) : null}
    </>
  );
}
