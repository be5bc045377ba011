// The calendar writes (docs/decisions/0057-caldav-sync.md): one row of the
// work queue (docs/decisions/0087-one-work-queue.md) per booking whose event
// must be brought up to date, and the events written.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { insertWorkSql } from '../../integrations/work-queue/work-queue-repository.js';
import { findBookingWithParties } from '../../db/queries/booking-with-parties.js';
import { clientUsers } from '../../db/queries/people.js';
import type { Database } from '../../db/client.js';
import { bookings, caldavCalendars, caldavEvents, coachProfiles, users } from '../../db/schema.js';

// A booking's write is keyed by the booking: a change queued while a write runs
// brings the row forward and grows its revision, so the finished write does
// not remove the newer request (src/server/integrations/work-queue).
export const CALDAV_WRITE_WORK = 'caldav-write';
// While one process writes a booking's event, no other claims it.
export const CALDAV_WRITE_LEASE_MS = 2 * 60_000;
// Tried again until long after any session is over (at most 15 minutes apart:
// about five days), then left dead for an admin to see.
export const CALDAV_WRITE_ATTEMPTS = 500;

export function createCalDavWritesRepository(db: Database) {
  return {
    // Only for coaches with a calendar receiving bookings; returns whether a write was queued.
    async enqueue(bookingId: number, at: Date): Promise<boolean> {
      const result = (await db.execute(sql`
        with queued as (
          ${insertWorkSql(
            sql`select ${CALDAV_WRITE_WORK}::text, json_build_object('bookingId', b.id), b.id::text
              from bookings b join caldav_calendars c on c.coach_id = b.coach_id and c.receives_bookings
              where b.id = ${bookingId}`,
            at,
            CALDAV_WRITE_ATTEMPTS,
          )}
          returning id)
        select count(*)::int as queued from queued`)) as unknown as { rows: Array<{ queued: number }> };
      return Number(result.rows[0]?.queued ?? 0) > 0;
    },

    // Everything a write needs: the booking as it is now, its coach's receiving calendar.
    async facts(bookingId: number) {
      const booking = await findBookingWithParties(db, eq(bookings.id, bookingId), {
        id: bookings.id,
        coachId: bookings.coachId,
        status: bookings.status,
        startTime: bookings.startTime,
        endTime: bookings.endTime,
        rescheduleCount: bookings.rescheduleCount,
        meetingUrl: bookings.meetingUrl,
        coachTimeZone: coachProfiles.timeZone,
        coachFirstName: users.firstName,
        coachLastName: users.lastName,
        // The event is the coach's: worded in their language.
        coachLocale: users.locale,
        clientFirstName: clientUsers.firstName,
        clientLastName: clientUsers.lastName,
      });
      if (!booking) return undefined;
      const [calendar] = await db
        .select({ url: caldavCalendars.url })
        .from(caldavCalendars)
        .where(and(eq(caldavCalendars.coachId, booking.coachId), eq(caldavCalendars.receivesBookings, true)))
        .limit(1);
      const [event] = await db
        .select({ objectUrl: caldavEvents.objectUrl, deletedByCoachAt: caldavEvents.deletedByCoachAt })
        .from(caldavEvents)
        .where(eq(caldavEvents.bookingId, bookingId))
        .limit(1);
      return { booking, calendarUrl: calendar?.url ?? null, event };
    },

    async saveEvent(bookingId: number, coachId: number, objectUrl: string, at: Date): Promise<void> {
      await db
        .insert(caldavEvents)
        .values({ bookingId, coachId, objectUrl, updatedAt: at })
        .onConflictDoUpdate({ target: caldavEvents.bookingId, set: { objectUrl, deletedByCoachAt: null, updatedAt: at } });
    },

    async markDeletedByCoach(bookingIds: number[], at: Date): Promise<void> {
      if (!bookingIds.length) return;
      await db.update(caldavEvents).set({ deletedByCoachAt: at, updatedAt: at }).where(inArray(caldavEvents.bookingId, bookingIds));
    },

    async forgetEvent(bookingId: number): Promise<void> {
      await db.delete(caldavEvents).where(eq(caldavEvents.bookingId, bookingId));
    },
  };
}

export type CalDavWritesRepository = ReturnType<typeof createCalDavWritesRepository>;
