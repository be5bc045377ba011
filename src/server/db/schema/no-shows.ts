import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, keyRef, timestamps } from './columns.js';
import { users } from './auth.js';
import { bookings } from './bookings.js';

// docs/product/no-shows.md: a coach's mark, a client's report, a dispute, and how it ended.

export const noShowState = pgEnum('no_show_state', ['client_absent', 'reported', 'disputed', 'refunded', 'not_refunded']);

// One no-show case per booking (docs/product/no-shows.md): the coach marking the client absent, the
// client reporting the coach absent, the coach's dispute and the admin's decision. Every change is a
// conditional UPDATE on the state, so of two racing actions one wins.
export const noShowReports = pgTable(
  'no_show_reports',
  {
    bookingId: keyRef('booking_id', () => bookings.id, 'cascade'),
    state: noShowState('state').notNull(),
    // The coach's statement: with the mark, or with the dispute.
    coachStatement: text('coach_statement'),
    coachStatementAt: instant('coach_statement_at'),
    clientStatement: text('client_statement'),
    clientReportedAt: instant('client_reported_at'),
    // Until when the coach may dispute the client's report (48 hours after it).
    disputeUntil: instant('dispute_until'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: instant('decided_at'),
    decisionNote: text('decision_note'),
    ...timestamps(),
  },
  (t) => [index('no_show_reports_state_idx').on(t.state, t.disputeUntil)],
);
