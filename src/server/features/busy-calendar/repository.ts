// Queries for busy calendars (docs/decisions/0046-busy-calendars.md).
// replaceBusyTimes is the ONE place where a coach's busy times change: any
// cache of open slots learns of a change there.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { countRows } from '../../db/queries/count-rows.js';
import { firstRow } from '../../db/queries/first-row.js';
import type { Database } from '../../db/client.js';
import { busyCalendars, coachBusyTimes, coachProfiles } from '../../db/schema.js';
import type { BusyTime } from '../../integrations/calendar/busy-ical.js';

export type BusyCalendarCoach = { id: number; planType: 'free' | 'pro'; timeZone: string };
export type BusyCalendarSource = { coachId: number; url: string; lastSyncedAt: Date | null; lastError: string | null };
export type DueSource = { coachId: number; url: string; planType: 'free' | 'pro'; timeZone: string };

// Rows per INSERT: well under PostgreSQL's 65535 parameters (4 per row).
const INSERT_CHUNK = 1000;

type Executor = Pick<Database, 'delete' | 'insert' | 'update'>;

// Where busy times come from: the busy-calendar address, or one CalDAV
// calendar (docs/decisions/0057-caldav-sync.md). Each source is replaced alone.
export type BusyTimeSource = 'ical' | `caldav:${number}`;

/**
 * Replaces every busy time of the coach from `source` with `times`, and, when
 * `syncedAt` is given, marks the coach's busy calendar synced then, in the
 * same transaction: a reader sees the old set or the new one, never half of each.
 */
export async function replaceBusyTimes(
  db: Database,
  coachId: number,
  times: readonly BusyTime[],
  syncedAt?: Date,
  source: BusyTimeSource = 'ical',
): Promise<void> {
  await db.transaction(async (tx) => {
    const run = tx as unknown as Executor;
    await run.delete(coachBusyTimes).where(and(eq(coachBusyTimes.coachId, coachId), eq(coachBusyTimes.source, source)));
    for (let i = 0; i < times.length; i += INSERT_CHUNK) {
      const rows = times.slice(i, i + INSERT_CHUNK).map((t) => ({ coachId, startTime: t.start, endTime: t.end, source }));
      await run.insert(coachBusyTimes).values(rows);
    }
    if (syncedAt && source === 'ical') {
      await run
        .update(busyCalendars)
        .set({ lastSyncedAt: syncedAt, lastError: null, updatedAt: syncedAt })
        .where(eq(busyCalendars.coachId, coachId));
    }
  });
}

export function createBusyCalendarRepository(db: Database) {
  return {
    replaceBusyTimes: (coachId: number, times: readonly BusyTime[], syncedAt?: Date) => replaceBusyTimes(db, coachId, times, syncedAt),

    async findCoachByUser(userId: number): Promise<BusyCalendarCoach | undefined> {
      const [row] = await db
        .select({ id: coachProfiles.id, planType: coachProfiles.planType, timeZone: coachProfiles.timeZone })
        .from(coachProfiles)
        .where(eq(coachProfiles.userId, userId))
        .limit(1);
      return row;
    },

    async findSource(coachId: number): Promise<BusyCalendarSource | undefined> {
      return firstRow(
        db,
        {
          coachId: busyCalendars.coachId,
          url: busyCalendars.url,
          lastSyncedAt: busyCalendars.lastSyncedAt,
          lastError: busyCalendars.lastError,
        },
        busyCalendars,
        eq(busyCalendars.coachId, coachId),
      );
    },

    async countBusyTimes(coachId: number): Promise<number> {
      return countRows(db, coachBusyTimes, and(eq(coachBusyTimes.coachId, coachId), eq(coachBusyTimes.source, 'ical')));
    },

    // A new address starts with a clean slate: no sync yet, no error.
    async saveSource(coachId: number, url: string, now: Date): Promise<void> {
      await db
        .insert(busyCalendars)
        .values({ coachId, url, lastAttemptAt: now, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: busyCalendars.coachId,
          set: { url, lastAttemptAt: now, lastSyncedAt: null, lastError: null, updatedAt: now },
        });
    },

    async deleteSource(coachId: number): Promise<boolean> {
      const rows = await db.delete(busyCalendars).where(eq(busyCalendars.coachId, coachId)).returning({ coachId: busyCalendars.coachId });
      return rows.length > 0;
    },

    async recordFailure(coachId: number, message: string, now: Date): Promise<void> {
      await db.update(busyCalendars).set({ lastError: message, updatedAt: now }).where(eq(busyCalendars.coachId, coachId));
    },

    async markAttempt(coachId: number, now: Date): Promise<void> {
      await db.update(busyCalendars).set({ lastAttemptAt: now }).where(eq(busyCalendars.coachId, coachId));
    },

    // Claims up to `limit` calendars not tried since `staleBefore` by stamping
    // the attempt first, so two server processes never fetch the same one.
    async claimDue(now: Date, staleBefore: Date, limit: number): Promise<DueSource[]> {
      const due = db
        .select({ coachId: busyCalendars.coachId })
        .from(busyCalendars)
        .where(or(isNull(busyCalendars.lastAttemptAt), lt(busyCalendars.lastAttemptAt, staleBefore)))
        .orderBy(busyCalendars.lastAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(busyCalendars)
        .set({ lastAttemptAt: now })
        .where(and(sql`${busyCalendars.coachId} in (${due})`))
        .returning({ coachId: busyCalendars.coachId, url: busyCalendars.url });
      if (claimed.length === 0) return [];
      const coaches = await db
        .select({ id: coachProfiles.id, planType: coachProfiles.planType, timeZone: coachProfiles.timeZone })
        .from(coachProfiles)
        .where(
          sql`${coachProfiles.id} in (${sql.join(
            claimed.map((c) => sql`${c.coachId}`),
            sql`, `,
          )})`,
        );
      const byId = new Map(coaches.map((c) => [c.id, c]));
      return claimed.flatMap((c) => {
        const coach = byId.get(c.coachId);
        return coach ? [{ coachId: c.coachId, url: c.url, planType: coach.planType, timeZone: coach.timeZone }] : [];
      });
    },
  };
}

export type BusyCalendarRepository = ReturnType<typeof createBusyCalendarRepository>;
