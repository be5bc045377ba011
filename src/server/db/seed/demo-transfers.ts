// The demo is a practice that has been running for a while: every demo coach
// has finished test-mode payout onboarding, and each paid session completed
// more than a day ago has been paid out, exactly as the transfer job would
// have done it (docs/decisions/0048-ledger-and-transfers.md): the test-mode
// gateway's transfer, the coach_transfers row marked paid, and the ledger's
// transfer and platform-fee rows, so captured = transferred + fee holds and
// the daily reconciliation agrees. Fees are 0: the demo runs in beta.
import { randomBytes } from 'node:crypto';
import { DAY_MS, MINUTE_MS } from '../../../shared/domain/time-units.js';
import type { coachPayoutAccounts, coachTransfers, ledgerEntries, testPayoutAccounts, testTransfers } from '../schema.js';
import type { PlannedBooking } from './demo-bookings.js';

const PROVIDER = 'test';
// The transfer goes out 24 hours after completion; the job runs every few minutes.
const TRANSFER_DELAY_MS = DAY_MS;

export function demoPayoutAccount(coachId: number) {
  const id = `acct_test_${randomBytes(8).toString('hex')}`;
  const enabled = { detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true };
  return {
    gateway: { id, ...enabled, requirementsDue: [] } satisfies typeof testPayoutAccounts.$inferInsert,
    account: { coachId, provider: PROVIDER, accountId: id, ...enabled } satisfies typeof coachPayoutAccounts.$inferInsert,
  };
}

// When the booking was completed: its history's completed row, else its end.
function completedAt(booking: PlannedBooking): Date {
  return booking.history.find((h) => h.to === 'completed')?.at ?? booking.end;
}

// Null for a booking that is not yet due a transfer (not completed and paid, or completed within the last day).
export function demoTransfer(booking: PlannedBooking, ids: { bookingId: number; coachId: number; accountId: string }, now: Date) {
  if (booking.status !== 'completed' || booking.paymentStatus !== 'paid') return null;
  const dueAt = new Date(completedAt(booking).getTime() + TRANSFER_DELAY_MS);
  if (dueAt.getTime() > now.getTime()) return null;
  const paidAt = new Date(dueAt.getTime() + 5 * MINUTE_MS);
  const id = `tr_test_${randomBytes(12).toString('hex')}`;
  const amountCents = booking.priceCents;
  const { bookingId, coachId, accountId } = ids;
  const gateway: typeof testTransfers.$inferInsert = {
    id,
    destination: accountId,
    amountCents,
    currency: 'usd',
    transferGroup: `booking-${bookingId}`,
    idempotencyKey: `transfer:booking:${bookingId}:1`,
    createdAt: paidAt,
  };
  const transfer: typeof coachTransfers.$inferInsert = {
    bookingId,
    coachId,
    status: 'paid',
    amountCents,
    feeCents: 0,
    dueAt,
    nextAttemptAt: dueAt,
    attempts: 1,
    provider: PROVIDER,
    destinationAccountId: accountId,
    providerTransferId: id,
    paidAt,
    createdAt: completedAt(booking),
    updatedAt: paidAt,
  };
  const entry = { bookingId, coachId, provider: PROVIDER, providerReference: id, createdAt: paidAt } as const;
  const ledger: (typeof ledgerEntries.$inferInsert)[] = [
    { ...entry, kind: 'transfer', amountCents },
    { ...entry, kind: 'platform_fee', amountCents: 0 },
  ];
  return { gateway, transfer, ledger };
}
