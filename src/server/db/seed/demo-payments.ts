// Demo bookings are paid through the built-in test-mode gateway like real
// ones: a captured payment intent (card 4242) behind every booking, and the
// matching ledger rows. So cancelling a demo booking refunds it the normal way.
import { randomBytes } from 'node:crypto';
import type { payments, testPaymentIntents } from '../schema.js';
import type { PlannedBooking } from './demo-bookings.js';

// The test-mode gateway's provider name and id formats.
const PROVIDER = 'test';
const token = (bytes: number) => randomBytes(bytes).toString('hex');

export type DemoIntent = typeof testPaymentIntents.$inferInsert & { id: string; refundId: string | null };

export function demoIntent(booking: PlannedBooking, ids: { clientUserId: number; coachProfileId: number; coachName: string }): DemoIntent {
  const id = `pi_test_${token(12)}`;
  const refunded = booking.paymentStatus === 'refunded';
  const updatedAt = booking.history.at(-1)?.at ?? booking.createdAt;
  return {
    id,
    clientSecret: `${id}_secret_${token(16)}`,
    amountCents: booking.priceCents,
    currency: 'usd',
    description: `Mindfulness session with ${ids.coachName}`,
    metadata: { userId: String(ids.clientUserId), coachId: String(ids.coachProfileId), startTime: booking.start.toISOString() },
    status: 'succeeded',
    cardLast4: '4242',
    refundId: refunded ? `re_test_${token(12)}` : null,
    amountRefundedCents: refunded ? booking.priceCents : 0,
    createdAt: booking.createdAt,
    updatedAt,
  };
}

export function demoLedgerRows(
  booking: PlannedBooking,
  bookingId: number,
  clientUserId: number,
  intent: DemoIntent,
): (typeof payments.$inferInsert)[] {
  const base = { bookingId, userId: clientUserId, provider: PROVIDER, amountCents: booking.priceCents, currency: 'usd' };
  const captured = {
    ...base,
    providerPaymentId: intent.id,
    status: 'captured' as const,
    createdAt: booking.createdAt,
    updatedAt: booking.createdAt,
  };
  if (!intent.refundId) return [captured];
  const at = booking.history.at(-1)?.at ?? booking.createdAt;
  return [captured, { ...base, providerPaymentId: intent.refundId, status: 'refunded' as const, createdAt: at, updatedAt: at }];
}
