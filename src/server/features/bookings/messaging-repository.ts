// Queries for the booking e-mails and the meeting link: the parties' contact
// details (never sent to the browser) and the one-time storing of the link.
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BookingStatus, PaymentStatus } from '../../../shared/domain/booking-status.js';
import type { Locale } from '../../../shared/i18n/locales.js';
import type { Database } from '../../db/client.js';
import { bookings, coachProfiles, users } from '../../db/schema.js';
import { findBookingWithParties } from '../../db/queries/booking-with-parties.js';

const clientUsers = alias(users, 'client_user');

export type BookingContacts = {
  id: number;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  startTime: Date;
  endTime: Date;
  notes: string | null;
  totalPriceCents: number;
  // Set when cancelled: what the cancellation owes the client.
  refundCents: number | null;
  rescheduleCount: number;
  // Set for a session of a weekly series (its invitations carry the whole series); a new single booking leaves it out.
  seriesId?: number | null;
  meetingUrl: string | null;
  coachTimeZone: string;
  coachFirstName: string;
  coachLastName: string;
  coachEmail: string;
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string;
  clientTimeZone: string | null;
  coachLocale: Locale;
  clientLocale: Locale;
};

export function createMessagingRepository(db: Database) {
  return {
    findContacts(bookingId: number): Promise<BookingContacts | undefined> {
      return findBookingWithParties(db, eq(bookings.id, bookingId), {
        id: bookings.id,
        status: bookings.status,
        paymentStatus: bookings.paymentStatus,
        startTime: bookings.startTime,
        endTime: bookings.endTime,
        notes: bookings.notes,
        totalPriceCents: bookings.totalPriceCents,
        refundCents: bookings.refundCents,
        rescheduleCount: bookings.rescheduleCount,
        seriesId: bookings.seriesId,
        meetingUrl: bookings.meetingUrl,
        coachTimeZone: coachProfiles.timeZone,
        coachFirstName: users.firstName,
        coachLastName: users.lastName,
        coachEmail: users.email,
        clientFirstName: clientUsers.firstName,
        clientLastName: clientUsers.lastName,
        clientEmail: clientUsers.email,
        clientTimeZone: clientUsers.timeZone,
        coachLocale: users.locale,
        clientLocale: clientUsers.locale,
      });
    },

    // Who is told live of a change: the client's and the coach's user ids.
    async findPartyUsers(bookingId: number): Promise<{ clientId: number; coachUserId: number } | undefined> {
      const [row] = await db
        .select({ clientId: bookings.clientId, coachUserId: coachProfiles.userId })
        .from(bookings)
        .innerJoin(coachProfiles, eq(coachProfiles.id, bookings.coachId))
        .where(eq(bookings.id, bookingId))
        .limit(1);
      return row;
    },

    // Stores the link only while the booking is confirmed and has none, so a
    // link is never replaced and of two racing creators exactly one wins.
    async setMeetingUrlIfMissing(bookingId: number, url: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(bookings)
        .set({ meetingUrl: url, updatedAt: now })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'confirmed'), isNull(bookings.meetingUrl)))
        .returning({ id: bookings.id });
      return rows.length > 0;
    },
  };
}
