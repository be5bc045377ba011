// One booking as the bookings and coach-tools features read it: the booking,
// its coach's and its client's names, and whether it was reviewed, in one row.
// Join coachProfiles, users (the coach) and clientUsers to select these columns.
import { sql } from 'drizzle-orm';
import type { BookingStatus, PaymentStatus } from '../../../shared/domain/booking-status.js';
import type { CancellationPolicy } from '../../../shared/domain/cancellation-policy.js';
import { bookings, coachProfiles, reviews, users } from '../schema.js';
import { clientUsers } from './people.js';

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
  stripePaymentId: string | null;
  meetingUrl: string | null;
  reviewed: boolean;
};

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
  stripePaymentId: bookings.stripePaymentId,
  meetingUrl: bookings.meetingUrl,
  reviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id})`,
};
