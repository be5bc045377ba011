// Queries for the coach's own tools. Every read is scoped by the signed-in
// coach's user id inside the SQL, so another coach's booking is simply absent.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BookingStatus } from '../../../shared/domain/booking-status.js';
import type { Database } from '../../db/client.js';
import { bookings, coachProfiles, users } from '../../db/schema.js';
import { coachUserJoin } from '../../db/queries/listable-coach.js';
import { clientUsers } from '../../db/queries/people.js';
import { type BookingRow, bookingRowColumns } from '../../db/queries/booking-rows.js';
import { findBookingWithParties } from '../../db/queries/booking-with-parties.js';

const PAST_STATUSES: BookingStatus[] = ['completed', 'cancelled'];

export type NotesRow = {
  bookingId: number;
  notes: string | null;
  clientFirstName: string;
  clientLastName: string;
  startTime: Date;
  endTime: Date;
  status: BookingStatus;
};

function ownPastBookings(coachUserId: number) {
  return and(eq(coachProfiles.userId, coachUserId), inArray(bookings.status, PAST_STATUSES));
}

export function createCoachToolsRepository(db: Database) {
  return {
    // Two statements whatever the page size: the count and the page itself.
    async pastBookingsPage(coachUserId: number, limit: number, offset: number): Promise<{ total: number; rows: BookingRow[] }> {
      const [totalRow] = await db
        .select({ total: count() })
        .from(bookings)
        .innerJoin(coachProfiles, eq(coachProfiles.id, bookings.coachId))
        .where(ownPastBookings(coachUserId));
      const rows = await db
        .select(bookingRowColumns)
        .from(bookings)
        .innerJoin(coachProfiles, eq(coachProfiles.id, bookings.coachId))
        .innerJoin(users, coachUserJoin())
        .innerJoin(clientUsers, eq(clientUsers.id, bookings.clientId))
        .where(ownPastBookings(coachUserId))
        .orderBy(desc(bookings.startTime), desc(bookings.id))
        .limit(limit)
        .offset(offset);
      return { total: totalRow?.total ?? 0, rows };
    },

    findNotes(bookingId: number, coachUserId: number): Promise<NotesRow | undefined> {
      return findBookingWithParties(db, and(eq(bookings.id, bookingId), eq(coachProfiles.userId, coachUserId)), {
        bookingId: bookings.id,
        notes: bookings.coachNotes,
        clientFirstName: clientUsers.firstName,
        clientLastName: clientUsers.lastName,
        startTime: bookings.startTime,
        endTime: bookings.endTime,
        status: bookings.status,
      });
    },

    // Returns false when the booking is not this coach's (or does not exist).
    async saveNotes(bookingId: number, coachUserId: number, notes: string | null, now: Date): Promise<boolean> {
      const rows = await db
        .update(bookings)
        .set({ coachNotes: notes, updatedAt: now })
        .where(
          and(
            eq(bookings.id, bookingId),
            sql`${bookings.coachId} in (select ${coachProfiles.id} from ${coachProfiles} where ${coachProfiles.userId} = ${coachUserId})`,
          ),
        )
        .returning({ id: bookings.id });
      return rows.length > 0;
    },
  };
}
