import { sql } from 'drizzle-orm';
import { check, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant, gatewayProvider, requiredRef, timestamps } from './columns.js';
import { users } from './auth.js';
import { cancellationPolicy } from './coach-profile.js';
import { transferQueueColumns, transferQueueConstraints } from './money-transfers.js';
import { programMeetings, programs } from './programs.js';

// A seat bought by a client: one captured charge at the program's price.
export const programSeatStatus = pgEnum('program_seat_status', ['active', 'cancelled']);
export const programSeats = pgTable(
  'program_seats',
  {
    id: identityId(),
    programId: requiredRef('program_id', () => programs.id, 'restrict'),
    clientId: requiredRef('client_id', () => users.id, 'restrict'),
    status: programSeatStatus('status').notNull().default('active'),
    priceCents: integer('price_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    cancellationPolicy: cancellationPolicy('cancellation_policy').notNull(),
    provider: gatewayProvider().notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    cancelledAt: instant('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('program_seats_payment_key').on(t.provider, t.providerPaymentId),
    uniqueIndex('program_seats_client_key').on(t.clientId, t.idempotencyKey),
    // One live seat per client and program.
    uniqueIndex('program_seats_one_per_client')
      .on(t.programId, t.clientId)
      .where(sql`${t.status} = 'active'`),
    check('program_seats_refund_range', sql`${t.refundedCents} between 0 and ${t.priceCents}`),
  ],
);

// One meeting's share of one seat, for the coach (docs/decisions/0081-program-payouts.md):
// due 24 hours after the meeting ended, sent by the transfer job exactly as a
// session's coach_transfers row is (same states, claim and lease), with the
// gateway's idempotency key transfer:seat:<seat>:meeting:<meeting>. The
// unique (seat, meeting) pair makes two processes schedule it once.
export const programTransfers = pgTable(
  'program_transfers',
  {
    id: identityId(),
    seatId: requiredRef('seat_id', () => programSeats.id, 'restrict'),
    meetingId: requiredRef('meeting_id', () => programMeetings.id, 'restrict'),
    ...transferQueueColumns(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('program_transfers_seat_meeting_key').on(t.seatId, t.meetingId), ...transferQueueConstraints('program_transfers', t)],
);
