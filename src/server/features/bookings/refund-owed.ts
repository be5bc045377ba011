// How much a cancellation gives back (docs/product/cancellation-policy.md):
// the client's own cancellation follows the policy copied onto the booking at
// checkout; a coach's decline or cancellation, an admin's cancellation and an
// unconfirmed request expiring refund in full.
import type { BookingActor } from '../../../shared/domain/booking-status.js';
import { refundCents } from '../../../shared/domain/cancellation-policy.js';
import type { BookingRow } from '../../db/queries/booking-rows.js';

export function refundOwed(
  row: Pick<BookingRow, 'cancellationPolicy' | 'totalPriceCents' | 'startTime'>,
  actor: BookingActor,
  cancelledAt: Date,
): number {
  if (actor !== 'client') return row.totalPriceCents;
  return refundCents(row.cancellationPolicy, row.totalPriceCents, row.startTime, cancelledAt);
}
