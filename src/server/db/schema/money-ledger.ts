import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, gatewayProvider } from './columns.js';
import { bookings } from './bookings.js';
import { coachProfiles } from './coach-profile.js';
import { programSeats } from './money-programs.js';

// ---------------------------------------------------------------------------
// Money to coaches (docs/decisions/0048-ledger-and-transfers.md,
// docs/product/payouts.md). Three layers:
//   payments          what the checkout and refunds did (unchanged, one row per
//                     intent or refund, with a status);
//   ledger_entries    every money movement as an append-only row, the one
//                     place sums are taken from;
//   coach_transfers   the work queue and state of the coach's share of each booking.
// ---------------------------------------------------------------------------

// What a ledger row moves. amount_cents is ALWAYS positive; the kind gives the
// direction. Per booking the invariant (tested, and checked daily against the
// gateway by reconciliation) is:
//   capture = refund + (dispute_loss - dispute_reinstatement) + (transfer - reversal) + (platform_fee - platform_fee_refund) + still held,
//   with still held >= 0, and 0 once the transfer is paid or the booking fully refunded.
//   authorization  a hold put on the client's card (no money moved yet)
//   release        that hold let go without capturing (checkout failed, expired)
//   capture        the client's money taken by the platform
//   refund         money given back to the client (by us, an admin, or the Stripe dashboard)
//   transfer       the coach's share sent to the coach's payout account
//   platform_fee   the platform's part kept when the transfer is made (0 during beta)
//   reversal       part of a transfer taken back from the coach (refund after transfer)
//   platform_fee_refund  the platform's part given up by a refund after the transfer
//   dispute_loss   money the client's bank took back by a dispute the platform lost (a refund
//                  we did not make); the coach's share of it is reversed as after a refund
//   dispute_reinstatement  that money given back to the platform when the lost dispute is won
//                  after all; the coach's share reversed for it is sent again
export const ledgerEntryKind = pgEnum('ledger_entry_kind', [
  'authorization',
  'release',
  'capture',
  'refund',
  'transfer',
  'platform_fee',
  'reversal',
  'platform_fee_refund',
  'dispute_loss',
  'dispute_reinstatement',
]);

// The ledger. authorization, release, capture and refund rows are written by a
// trigger on payments (migration 0020), so the checkout path sends no extra
// statement; transfer, platform_fee, reversal and platform_fee_refund rows by
// the transfer job and the webhooks. provider_reference names the gateway's
// object (pi_..., re_..., tr_..., trr_...): unique per kind and provider, so
// writing the same movement twice is a no-op (ON CONFLICT DO NOTHING).
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: identityId(),
    // Null only for a hold whose checkout never made a booking.
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    // The booking's coach, copied so earnings can sum by coach without a join.
    coachId: integer('coach_id').references(() => coachProfiles.id, { onDelete: 'set null' }),
    // A program seat's money (its capture, refunds, and the coach's per-meeting
    // transfers and fees) has no booking: the seat names it (migration 0040).
    programSeatId: integer('program_seat_id').references(() => programSeats.id, { onDelete: 'set null' }),
    kind: ledgerEntryKind('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    provider: gatewayProvider().notNull(),
    providerReference: text('provider_reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_reference_key').on(t.provider, t.kind, t.providerReference),
    index('ledger_entries_booking_idx').on(t.bookingId),
    index('ledger_entries_coach_created_idx').on(t.coachId, t.createdAt),
    index('ledger_entries_program_seat_idx').on(t.programSeatId),
    check('ledger_entries_amount_non_negative', sql`${t.amountCents} >= 0`),
  ],
);
