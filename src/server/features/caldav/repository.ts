// Queries for CalDAV calendar sync (docs/decisions/0057-caldav-sync.md).
// Busy times change only through the busy calendars' replaceBusyTimes, one
// source ('caldav:<calendar id>') at a time.
import { and, asc, eq, gte, inArray, isNull, like, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bookings, caldavCalendars, caldavConnections, caldavEvents, workQueue, coachBusyTimes, coachProfiles } from '../../db/schema.js';
import type { RemoteCalendar } from '../../integrations/caldav/caldav-client.js';
import { CALDAV_WRITE_WORK } from './writes-repository.js';

// A queued calendar write is keyed by its booking's id.
const writeOfBooking = sql`${bookings.id}::text = ${workQueue.key}`;

export type StoredConnection = {
  coachId: number;
  serverUrl: string;
  username: string;
  passwordSecret: string;
  lastSyncedAt: Date | null;
  lastAttemptAt: Date | null;
  lastError: string | null;
};
export type StoredCalendar = typeof caldavCalendars.$inferSelect;

const connectionColumns = {
  coachId: caldavConnections.coachId,
  serverUrl: caldavConnections.serverUrl,
  username: caldavConnections.username,
  passwordSecret: caldavConnections.passwordSecret,
  lastSyncedAt: caldavConnections.lastSyncedAt,
  lastAttemptAt: caldavConnections.lastAttemptAt,
  lastError: caldavConnections.lastError,
};

export const caldavSource = (calendarId: number) => `caldav:${calendarId}` as const;

export function createCalDavRepository(db: Database) {
  return {
    async findConnection(coachId: number): Promise<StoredConnection | undefined> {
      const [row] = await db.select(connectionColumns).from(caldavConnections).where(eq(caldavConnections.coachId, coachId)).limit(1);
      return row;
    },

    // A new connection (or new credentials): the calendars the server listed
    // now, keeping the coach's choices for those it listed before.
    async saveConnection(
      coachId: number,
      values: { serverUrl: string; username: string; passwordSecret: string },
      calendars: RemoteCalendar[],
      now: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(caldavConnections)
          .values({ coachId, ...values, lastAttemptAt: now, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({ target: caldavConnections.coachId, set: { ...values, lastError: null, updatedAt: now } });
        const urls = calendars.map((c) => c.url);
        const gone = await tx
          .delete(caldavCalendars)
          .where(and(eq(caldavCalendars.coachId, coachId), urls.length ? notInArray(caldavCalendars.url, urls) : undefined))
          .returning({ id: caldavCalendars.id });
        if (gone.length) {
          await tx.delete(coachBusyTimes).where(
            and(
              eq(coachBusyTimes.coachId, coachId),
              inArray(
                coachBusyTimes.source,
                gone.map((g) => caldavSource(g.id)),
              ),
            ),
          );
        }
        for (const c of calendars) {
          await tx
            .insert(caldavCalendars)
            .values({ coachId, url: c.url, displayName: c.displayName })
            .onConflictDoUpdate({ target: [caldavCalendars.coachId, caldavCalendars.url], set: { displayName: c.displayName } });
        }
      });
    },

    listCalendars(coachId: number): Promise<StoredCalendar[]> {
      return db.select().from(caldavCalendars).where(eq(caldavCalendars.coachId, coachId)).orderBy(asc(caldavCalendars.id));
    },

    // Calendars no longer blocking lose their busy times; newly chosen ones are read in full next.
    async setChoices(coachId: number, blocking: number[], receiving: number | null): Promise<void> {
      await db.transaction(async (tx) => {
        const dropped = await tx
          .update(caldavCalendars)
          .set({ blocksTime: false, ctag: null, syncToken: null, readAt: null })
          .where(
            and(
              eq(caldavCalendars.coachId, coachId),
              eq(caldavCalendars.blocksTime, true),
              blocking.length ? notInArray(caldavCalendars.id, blocking) : undefined,
            ),
          )
          .returning({ id: caldavCalendars.id });
        if (dropped.length) {
          await tx.delete(coachBusyTimes).where(
            and(
              eq(coachBusyTimes.coachId, coachId),
              inArray(
                coachBusyTimes.source,
                dropped.map((d) => caldavSource(d.id)),
              ),
            ),
          );
        }
        if (blocking.length) {
          await tx
            .update(caldavCalendars)
            .set({ blocksTime: true })
            .where(and(eq(caldavCalendars.coachId, coachId), inArray(caldavCalendars.id, blocking)));
        }
        await tx.update(caldavCalendars).set({ receivesBookings: false }).where(eq(caldavCalendars.coachId, coachId));
        if (receiving !== null) {
          await tx
            .update(caldavCalendars)
            .set({ receivesBookings: true })
            .where(and(eq(caldavCalendars.coachId, coachId), eq(caldavCalendars.id, receiving)));
        }
      });
    },

    async saveTokens(calendarId: number, tokens: { ctag: string | null; syncToken: string | null }, readAt: Date): Promise<void> {
      await db
        .update(caldavCalendars)
        .set({ ...tokens, readAt })
        .where(eq(caldavCalendars.id, calendarId));
    },

    async recordSync(coachId: number, at: Date, error: string | null): Promise<void> {
      await db
        .update(caldavConnections)
        .set(error ? { lastError: error, updatedAt: at } : { lastSyncedAt: at, lastError: null, updatedAt: at })
        .where(eq(caldavConnections.coachId, coachId));
    },

    async markAttempt(coachId: number, at: Date): Promise<void> {
      await db.update(caldavConnections).set({ lastAttemptAt: at }).where(eq(caldavConnections.coachId, coachId));
    },

    // Claims connections not tried since `staleBefore` by stamping the attempt
    // first, so two server processes never read the same one.
    async claimDue(at: Date, staleBefore: Date, limit: number): Promise<{ coachId: number; planType: 'free' | 'pro'; timeZone: string }[]> {
      const due = db
        .select({ coachId: caldavConnections.coachId })
        .from(caldavConnections)
        .where(or(isNull(caldavConnections.lastAttemptAt), lt(caldavConnections.lastAttemptAt, staleBefore)))
        .orderBy(caldavConnections.lastAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(caldavConnections)
        .set({ lastAttemptAt: at })
        .where(sql`${caldavConnections.coachId} in (${due})`)
        .returning({ coachId: caldavConnections.coachId });
      if (!claimed.length) return [];
      return db
        .select({ coachId: coachProfiles.id, planType: coachProfiles.planType, timeZone: coachProfiles.timeZone })
        .from(coachProfiles)
        .where(
          inArray(
            coachProfiles.id,
            claimed.map((c) => c.coachId),
          ),
        );
    },

    // The credentials go, and with them every trace the connection left here.
    async deleteConnection(coachId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(caldavConnections)
          .where(eq(caldavConnections.coachId, coachId))
          .returning({ id: caldavConnections.coachId });
        await tx.delete(coachBusyTimes).where(and(eq(coachBusyTimes.coachId, coachId), like(coachBusyTimes.source, 'caldav:%')));
        await tx.delete(caldavEvents).where(eq(caldavEvents.coachId, coachId));
        await tx
          .delete(workQueue)
          .where(
            and(
              eq(workQueue.kind, CALDAV_WRITE_WORK),
              sql`${workQueue.key} in (select id::text from ${bookings} where ${bookings.coachId} = ${coachId})`,
            ),
          );
        return rows.length > 0;
      });
    },

    async countBusyTimes(coachId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(coachBusyTimes)
        .where(and(eq(coachBusyTimes.coachId, coachId), like(coachBusyTimes.source, 'caldav:%')));
      return row?.n ?? 0;
    },

    async countPendingWrites(coachId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(workQueue)
        .innerJoin(bookings, writeOfBooking)
        .where(and(eq(workQueue.kind, CALDAV_WRITE_WORK), eq(workQueue.status, 'pending'), eq(bookings.coachId, coachId)));
      return row?.n ?? 0;
    },

    async lastWriteError(coachId: number): Promise<string | null> {
      const [row] = await db
        .select({ error: workQueue.lastError })
        .from(workQueue)
        .innerJoin(bookings, writeOfBooking)
        .where(and(eq(workQueue.kind, CALDAV_WRITE_WORK), eq(bookings.coachId, coachId), sql`${workQueue.lastError} is not null`))
        .limit(1);
      return row?.error ?? null;
    },

    deletedByCoach(coachId: number, from: Date) {
      return db
        .select({ bookingId: caldavEvents.bookingId, startTime: bookings.startTime })
        .from(caldavEvents)
        .innerJoin(bookings, eq(bookings.id, caldavEvents.bookingId))
        .where(
          and(
            eq(caldavEvents.coachId, coachId),
            sql`${caldavEvents.deletedByCoachAt} is not null`,
            eq(bookings.status, 'confirmed'),
            gte(bookings.endTime, from),
          ),
        )
        .orderBy(asc(bookings.startTime));
    },

    busyIn(coachId: number, from: Date, to: Date) {
      return db
        .select({ start: coachBusyTimes.startTime, end: coachBusyTimes.endTime, source: coachBusyTimes.source })
        .from(coachBusyTimes)
        .where(and(eq(coachBusyTimes.coachId, coachId), lt(coachBusyTimes.startTime, to), gte(coachBusyTimes.endTime, from)))
        .orderBy(asc(coachBusyTimes.startTime));
    },

    bookingsIn(coachId: number, from: Date, to: Date) {
      return db
        .select({ start: bookings.startTime, end: bookings.endTime })
        .from(bookings)
        .where(
          and(
            eq(bookings.coachId, coachId),
            inArray(bookings.status, ['pending', 'confirmed']),
            lt(bookings.startTime, to),
            gte(bookings.endTime, from),
          ),
        )
        .orderBy(asc(bookings.startTime));
    },

    // Written events whose start lies in a window (to notice the ones the coach deleted).
    writtenEventsIn(coachId: number, from: Date, to: Date) {
      return db
        .select({ bookingId: caldavEvents.bookingId, objectUrl: caldavEvents.objectUrl })
        .from(caldavEvents)
        .innerJoin(bookings, eq(bookings.id, caldavEvents.bookingId))
        .where(
          and(
            eq(caldavEvents.coachId, coachId),
            isNull(caldavEvents.deletedByCoachAt),
            gte(bookings.startTime, from),
            lte(bookings.startTime, to),
          ),
        );
    },
  };
}

export type CalDavRepository = ReturnType<typeof createCalDavRepository>;
