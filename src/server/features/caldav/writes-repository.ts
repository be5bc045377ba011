// The outbox of calendar writes (docs/decisions/0057-caldav-sync.md): one row
// per booking whose event must be brought up to date. A claim bumps the
// attempt count and leases the row; a change queued while a write runs resets
// the count, so the finished write does not remove the newer request.
import { and, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { findBookingWithParties } from '../../db/queries/booking-with-parties.js';
import { clientUsers } from '../../db/queries/people.js';
import type { Database } from '../../db/client.js';
import { bookings, caldavCalendars, caldavEvents, caldavWrites, coachProfiles, users } from '../../db/schema.js';

// While one process writes a booking's event, no other claims it.
const LEASE_MS = 2 * 60_000;

export type ClaimedWrite = { bookingId: number; attempts: number };

export function createCalDavWritesRepository(db: Database) {
  return {
    // Only for coaches with a calendar receiving bookings; returns whether a write was queued.
    async enqueue(bookingId: number, at: Date): Promise<boolean> {
      const rows = await db
        .insert(caldavWrites)
        .select(
          db
            .select({
              bookingId: bookings.id,
              attempts: sql<number>`0`.as('attempts'),
              nextAttemptAt: sql<Date>`${at.toISOString()}::timestamptz`.as('next_attempt_at'),
              lastError: sql<null>`null`.as('last_error'),
            })
            .from(bookings)
            .innerJoin(caldavCalendars, and(eq(caldavCalendars.coachId, bookings.coachId), eq(caldavCalendars.receivesBookings, true)))
            .where(eq(bookings.id, bookingId)),
        )
        .onConflictDoUpdate({ target: caldavWrites.bookingId, set: { attempts: 0, nextAttemptAt: at, lastError: null } })
        .returning({ bookingId: caldavWrites.bookingId });
      return rows.length > 0;
    },

    // `busy`: bookings this process is writing right now; their newer request waits for them.
    async claim(at: Date, limit: number, busy: number[] = []): Promise<ClaimedWrite[]> {
      const due = db
        .select({ bookingId: caldavWrites.bookingId })
        .from(caldavWrites)
        .where(and(lte(caldavWrites.nextAttemptAt, at), busy.length ? notInArray(caldavWrites.bookingId, busy) : undefined))
        .orderBy(caldavWrites.nextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(caldavWrites)
        .set({ attempts: sql`${caldavWrites.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + LEASE_MS) })
        .where(sql`${caldavWrites.bookingId} in (${due})`)
        .returning({ bookingId: caldavWrites.bookingId, attempts: caldavWrites.attempts });
    },

    async done(write: ClaimedWrite): Promise<void> {
      await db.delete(caldavWrites).where(and(eq(caldavWrites.bookingId, write.bookingId), eq(caldavWrites.attempts, write.attempts)));
    },

    async retryAt(write: ClaimedWrite, next: Date, error: string): Promise<void> {
      await db
        .update(caldavWrites)
        .set({ nextAttemptAt: next, lastError: error })
        .where(and(eq(caldavWrites.bookingId, write.bookingId), eq(caldavWrites.attempts, write.attempts)));
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
