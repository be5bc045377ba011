import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant, requiredRef, timestamps } from './columns.js';
import { users } from './auth.js';
import { cancellationPolicy, coachProfiles } from './coach-profile.js';
import { savedCards } from './money-saved-cards.js';

export const bookingStatus = pgEnum('booking_status', ['pending', 'confirmed', 'cancelled', 'completed']);
export const paymentStatus = pgEnum('payment_status', ['pending', 'paid', 'refunded', 'partially_refunded']);

// A booking's coach and client, the same on a booking and on its review: a
// coach with sessions cannot be deleted; a client's own rows go with the client.
export const bookingParties = () => ({
  coachId: requiredRef('coach_id', () => coachProfiles.id, 'restrict'),
  clientId: requiredRef('client_id', () => users.id, 'cascade'),
});

// A weekly series (docs/product/series.md): one checkout's rhythm and how it is
// paid; its sessions are ordinary bookings pointing at it, each with its own
// status, policy, moves and exclusion-constraint row.
export const seriesPaymentMode = pgEnum('series_payment_mode', ['credits', 'card']);

export const bookingSeries = pgTable(
  'booking_series',
  {
    id: identityId(),
    ...bookingParties(),
    // The rhythm the client chose: the first session's time (before any move), how often, how many
    // (kept or not). Each session's usual time follows from it; the calendars' RRULE is written from it.
    firstStartTime: instant('first_start_time').notNull(),
    cadenceWeeks: integer('cadence_weeks').notNull(),
    occurrenceCount: integer('occurrence_count').notNull(),
    paymentMode: seriesPaymentMode('payment_mode').notNull(),
    // Paid by card: the card on file each session is charged to, and when the client agreed to it.
    savedCardId: integer('saved_card_id').references(() => savedCards.id, { onDelete: 'set null' }),
    cardConsentAt: instant('card_consent_at'),
    ...timestamps(),
  },
  (t) => [
    index('booking_series_client_idx').on(t.clientId),
    index('booking_series_coach_idx').on(t.coachId),
    check('booking_series_cadence', sql`${t.cadenceWeeks} in (1, 2)`),
    check('booking_series_count_range', sql`${t.occurrenceCount} between 2 and 12`),
    check('booking_series_card_consent', sql`${t.paymentMode} <> 'card' or ${t.cardConsentAt} is not null`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: identityId(),
    ...bookingParties(),
    startTime: instant('start_time').notNull(),
    endTime: instant('end_time').notNull(),
    status: bookingStatus('status').notNull().default('pending'),
    paymentStatus: paymentStatus('payment_status').notNull().default('pending'),
    totalPriceCents: integer('total_price_cents').notNull(),
    stripePaymentId: text('stripe_payment_id'),
    notes: text('notes'),
    // The coach's private notes about the session (Pro: session notes).
    coachNotes: text('coach_notes'),
    meetingUrl: text('meeting_url'),
    reminderSentAt: instant('reminder_sent_at'),
    // The coach's policy at checkout: a later change of the coach's policy never touches it.
    cancellationPolicy: cancellationPolicy('cancellation_policy').notNull().default('flexible'),
    // What the cancellation owes the client, decided when it was cancelled, so
    // a retried refund pays the same amount however late it runs. Null until then.
    refundCents: integer('refund_cents'),
    // How often the booking was moved to another time (at most twice); also
    // the SEQUENCE of its calendar invitation, so calendars move the event.
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    // The coach's proposed new start (docs/product/reschedule.md#the-coach-proposes): one at a time, not
    // holding the slot; it lapses with the booking's cutoff and is cleared by any move.
    proposedStartTime: instant('proposed_start_time'),
    proposedAt: instant('proposed_at'),
    // The series this session belongs to and its place in it (0 = the first); both null for a single booking.
    seriesId: integer('series_id').references(() => bookingSeries.id, { onDelete: 'cascade' }),
    seriesIndex: integer('series_index'),
    ...timestamps(),
  },
  (t) => [
    index('bookings_coach_start_idx').on(t.coachId, t.startTime),
    index('bookings_client_start_idx').on(t.clientId, t.startTime),
    index('bookings_status_start_idx').on(t.status, t.startTime),
    // The directory's "clients helped" (distinct clients of completed sessions) as an index-only scan.
    index('bookings_coach_completed_client_idx')
      .on(t.coachId, t.clientId)
      .where(sql`${t.status} = 'completed'`),
    check('bookings_end_after_start', sql`${t.endTime} > ${t.startTime}`),
    check('bookings_price_non_negative', sql`${t.totalPriceCents} >= 0`),
    check('bookings_reschedule_count_range', sql`${t.rescheduleCount} between 0 and 2`),
    uniqueIndex('bookings_series_index_key').on(t.seriesId, t.seriesIndex),
    check('bookings_series_pair', sql`(${t.seriesId} is null) = (${t.seriesIndex} is null)`),
    check('bookings_refund_within_price', sql`${t.refundCents} is null or ${t.refundCents} between 0 and ${t.totalPriceCents}`),
  ],
);

// Who changed a booking's status and when; the admin detail page shows it.
export const bookingStatusHistory = pgTable(
  'booking_status_history',
  {
    id: identityId(),
    bookingId: requiredRef('booking_id', () => bookings.id, 'cascade'),
    fromStatus: bookingStatus('from_status'),
    toStatus: bookingStatus('to_status').notNull(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    // Set on a reschedule: the start it moved from and to.
    previousStartTime: instant('previous_start_time'),
    newStartTime: instant('new_start_time'),
    createdAt: createdAt(),
  },
  (t) => [index('booking_status_history_booking_idx').on(t.bookingId)],
);
