import { pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt, instant, keyRef } from './columns.js';
import { bookings } from './bookings.js';

// One row per session of a series paid by card, claimed by the process that charges it
// (at most one charge per session, however many processes run the job):
//   charging  claimed, the off-session charge under way (lease: claimed_at)
//   paid      charged; the ledger has its capture and the booking is paid
//   failed    the card was refused; the session was cancelled
export const seriesChargeState = pgEnum('series_charge_state', ['charging', 'paid', 'failed']);
export const seriesCharges = pgTable('series_charges', {
  bookingId: keyRef('booking_id', () => bookings.id, 'cascade'),
  state: seriesChargeState('state').notNull().default('charging'),
  claimedAt: instant('claimed_at').notNull(),
  providerPaymentId: text('provider_payment_id'),
  failureReason: text('failure_reason'),
  updatedAt: updatedAt(),
});
