import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { identityId, instant, gatewayProvider, requiredRef, timestamps } from './columns.js';
import { bookings } from './bookings.js';
import { coachProfiles } from './coach-profile.js';

//   scheduled           waiting for due_at (24 h after the session completed)
//   in_flight           claimed by one process, gateway call under way (lease: claimed_at)
//   paid                the coach's share is in the coach's payout account
//   failed              last attempt failed (last_error); retried at next_attempt_at
//   held                not sent while a no-show report or a dispute is open (hold_reason)
//   skipped             nothing to send (fully refunded before the transfer)
//   partially_reversed  paid, then part taken back (reversed_cents)
//   reversed            paid, then all taken back
export const coachTransferStatus = pgEnum('coach_transfer_status', [
  'scheduled',
  'in_flight',
  'paid',
  'failed',
  'held',
  'skipped',
  'partially_reversed',
  'reversed',
]);

// A coach's share waiting to be sent, whatever it is the share of: a session
// (coach_transfers) or one meeting of a program seat (program_transfers) is
// the same work item with the same states, claim and lease, so both tables
// take these columns and constraints from here.
export const transferQueueColumns = () => ({
  coachId: requiredRef('coach_id', () => coachProfiles.id, 'restrict'),
  status: coachTransferStatus('status').notNull().default('scheduled'),
  // The coach's share (captured - refunded - fee) and the platform fee, in cents.
  amountCents: integer('amount_cents').notNull(),
  feeCents: integer('fee_cents').notNull().default(0),
  currency: text('currency').notNull().default('usd'),
  // 24 hours after the session (or meeting) ended; nothing is sent before.
  dueAt: instant('due_at').notNull(),
  // When the job may try next (due_at at first, then backoff after a failure).
  nextAttemptAt: instant('next_attempt_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  holdReason: text('hold_reason', { enum: ['no_show_report', 'dispute', 'payouts_not_enabled'] }),
  // Set when a process claims the row; a claim older than the lease is taken over.
  claimedAt: instant('claimed_at'),
  provider: gatewayProvider(),
  // The coach's payout account the money went to, and the gateway's transfer id (tr_...).
  destinationAccountId: text('destination_account_id'),
  providerTransferId: text('provider_transfer_id'),
  paidAt: instant('paid_at'),
});

type TransferQueueColumn = 'coachId' | 'status' | 'amountCents' | 'feeCents' | 'nextAttemptAt' | 'providerTransferId' | 'createdAt';

export const transferQueueConstraints = (table: string, t: Record<TransferQueueColumn, ExtraConfigColumn>) => [
  uniqueIndex(`${table}_provider_transfer_key`).on(t.providerTransferId),
  index(`${table}_coach_idx`).on(t.coachId, t.createdAt),
  index(`${table}_work_idx`).on(t.status, t.nextAttemptAt),
  check(`${table}_amounts`, sql`${t.amountCents} >= 0 and ${t.feeCents} >= 0`),
];

// One row per paid, completed booking: the coach's share and where it stands.
// The unique booking_id and the conditional claim (scheduled|failed|held ->
// in_flight) make two processes never transfer twice; the gateway call also
// carries the idempotency key transfer:booking:<id>. amount_cents and
// fee_cents are what was (or will be) sent and kept; final when paid.
export const coachTransfers = pgTable(
  'coach_transfers',
  {
    id: identityId(),
    bookingId: requiredRef('booking_id', () => bookings.id, 'restrict'),
    ...transferQueueColumns(),
    reversedCents: integer('reversed_cents').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('coach_transfers_booking_key').on(t.bookingId),
    ...transferQueueConstraints('coach_transfers', t),
    check('coach_transfers_reversed_range', sql`${t.reversedCents} between 0 and ${t.amountCents}`),
  ],
);
