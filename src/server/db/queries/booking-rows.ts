// One booking as the bookings and coach-tools features read it: the booking,
// its coach's and its client's names, and whether it was reviewed, in one row.
// Join coachProfiles, users (the coach) and clientUsers to select these columns.
import { sql } from 'drizzle-orm';
import type { BookingStatus, PaymentStatus } from '../../../shared/domain/booking-status.js';
import type { CancellationPolicy } from '../../../shared/domain/cancellation-policy.js';
import type { NoShowState } from '../../../shared/domain/no-shows.js';
import { bookings, coachProfiles, creditEntries, noShowReports, reviews, users } from '../schema.js';
import { clientUsers } from './people.js';

// A booking's place in a calendar: which one, when, and whether it still stands.
export const bookingSlotColumns = {
  id: bookings.id,
  startTime: bookings.startTime,
  endTime: bookings.endTime,
  status: bookings.status,
};

export type BookingRow = {
  id: number;
  coachId: number;
  coachUserId: number;
  clientId: number;
  coachFirstName: string;
  coachLastName: string;
  clientFirstName: string;
  clientLastName: string;
  startTime: Date;
  endTime: Date;
  notes: string | null;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  totalPriceCents: number;
  cancellationPolicy: CancellationPolicy;
  refundCents: number | null;
  rescheduleCount: number;
  proposedStartTime: Date | null;
  noShow: NoShowRow | null;
  stripePaymentId: string | null;
  meetingUrl: string | null;
  reviewed: boolean;
  // Paid with a package credit, not a card (docs/product/packages.md).
  paidWithCredit: boolean;
};

// The booking's no-show case as one JSON value (timestamps as text), so reading it costs no join.
export type NoShowRow = {
  state: NoShowState;
  coachStatement: string | null;
  coachStatementAt: string | null;
  clientStatement: string | null;
  clientReportedAt: string | null;
  disputeUntil: string | null;
  decidedAt: string | null;
  decisionNote: string | null;
};

const n = noShowReports;
export const noShowJson = sql<NoShowRow | null>`(select json_build_object(
  'state', ${n.state}, 'coachStatement', ${n.coachStatement}, 'coachStatementAt', ${n.coachStatementAt},
  'clientStatement', ${n.clientStatement}, 'clientReportedAt', ${n.clientReportedAt}, 'disputeUntil', ${n.disputeUntil},
  'decidedAt', ${n.decidedAt}, 'decisionNote', ${n.decisionNote})
  from ${n} where ${n.bookingId} = ${bookings.id})`;

export const bookingRowColumns = {
  id: bookings.id,
  coachId: bookings.coachId,
  coachUserId: coachProfiles.userId,
  clientId: bookings.clientId,
  coachFirstName: users.firstName,
  coachLastName: users.lastName,
  clientFirstName: clientUsers.firstName,
  clientLastName: clientUsers.lastName,
  startTime: bookings.startTime,
  endTime: bookings.endTime,
  notes: bookings.notes,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
  totalPriceCents: bookings.totalPriceCents,
  cancellationPolicy: bookings.cancellationPolicy,
  refundCents: bookings.refundCents,
  rescheduleCount: bookings.rescheduleCount,
  proposedStartTime: bookings.proposedStartTime,
  noShow: noShowJson,
  stripePaymentId: bookings.stripePaymentId,
  meetingUrl: bookings.meetingUrl,
  reviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id})`,
  // The credit's redeemed row is written with the booking, in its transaction (credit-checkout.ts).
  paidWithCredit: sql<boolean>`exists (select 1 from ${creditEntries} where ${creditEntries.bookingId} = ${bookings.id} and ${creditEntries.kind} = 'redeemed')`,
};
