import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant, requiredRef } from './columns.js';
import { bookings } from './bookings.js';

// One run of the daily reconciliation: our ledger against the gateway's own
// records, booking by booking. status: running -> ok | mismatches | failed.
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: identityId(),
    // The day (UTC) it covers; unique so two processes run it once a day.
    runDate: text('run_date').notNull(),
    status: text('status', { enum: ['running', 'ok', 'mismatches', 'failed'] }).notNull(),
    bookingsChecked: integer('bookings_checked').notNull().default(0),
    mismatchCount: integer('mismatch_count').notNull().default(0),
    error: text('error'),
    startedAt: instant('started_at').notNull(),
    finishedAt: instant('finished_at'),
  },
  (t) => [uniqueIndex('reconciliation_runs_date_key').on(t.runDate)],
);

// One disagreement found by a run. check names the sum compared: captured,
// refunded, transferred (net of reversals), or held (our own invariant: never
// negative, zero once settled). ledger_cents is ours, gateway_cents theirs
// (null for the invariant, which has no gateway side).
export const reconciliationMismatches = pgTable(
  'reconciliation_mismatches',
  {
    id: identityId(),
    runId: requiredRef('run_id', () => reconciliationRuns.id, 'cascade'),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    // credits: a package purchase's own invariants (DECISIONS section 12), told in detail.
    check: text('check', { enum: ['captured', 'refunded', 'transferred', 'held', 'credits'] }).notNull(),
    ledgerCents: integer('ledger_cents').notNull(),
    gatewayCents: integer('gateway_cents'),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('reconciliation_mismatches_run_idx').on(t.runId), index('reconciliation_mismatches_booking_idx').on(t.bookingId)],
);
