// A failed payout (Stripe's payout.failed) in the coach's words: what did not
// arrive, when, why, and the one thing they can do about it.
import { centsToDollars } from '@shared/domain/money';
import type { TCoachPayoutFailures } from '@shared/schemas/ledger';
import { formatPrice, formatShortDate } from '@/lib/bookings/format-booking';

type Failure = TCoachPayoutFailures['payoutFailures'][number];

export function payoutFailureText(failure: Failure, timeZone: string): string {
  const amount = formatPrice(centsToDollars(failure.amountCents));
  const when = formatShortDate(new Date(failure.createdAt), timeZone);
  const why = (failure.failureMessage ?? failure.failureCode?.replaceAll('_', ' ') ?? 'no reason was given').replace(/\.$/, '');
  return `Stripe could not pay out ${amount} to your bank on ${when}: ${why}. Update your bank details in Stripe.`;
}
