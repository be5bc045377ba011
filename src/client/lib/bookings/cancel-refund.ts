// What the client's cancel dialog promises (docs/product/cancellation-policy.md):
// the refund the booking's own policy gives for cancelling now, in dollars,
// computed with the same rule the server applies. The server decides at the
// moment it cancels, so a dialog left open past a cutoff is still honest
// about the money the client actually gets (the toast and the card show it).
import { nextRefundDrop, refundCents, refundPercent } from '@shared/domain/cancellation-policy';
import { centsToDollars, dollarsToCents } from '@shared/domain/money';
import type { TBooking } from '@shared/schemas/bookings';

export type ClientRefund = {
  amount: number;
  percent: number;
  // Until when this amount holds and what it drops to after, if it drops again.
  drop: { until: Date; percent: number } | null;
};

export function clientRefundOnCancel(
  booking: Pick<TBooking, 'paymentStatus' | 'totalPrice' | 'startTime' | 'cancellationPolicy'>,
  now: Date,
): ClientRefund | null {
  if (booking.paymentStatus !== 'paid') return null;
  const start = new Date(booking.startTime);
  const policy = booking.cancellationPolicy;
  return {
    amount: centsToDollars(refundCents(policy, dollarsToCents(booking.totalPrice), start, now)),
    percent: refundPercent(policy, start, now),
    drop: nextRefundDrop(policy, start, now),
  };
}
