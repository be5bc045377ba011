// Schedules and busy time of coaches: what every open-slot computation needs.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bookings, coachAvailabilityVersions, coachBusyTimes, coachProfiles, programMeetings, users } from '../../db/schema.js';
import { coachUserJoin, listableCoach, type ListingRule } from '../../db/queries/listable-coach.js';
import { availabilityVersionColumn, availabilityVersionJoin } from '../../db/queries/availability-version.js';
import { BLOCKING_STATUSES, scheduleColumns, type ScheduleRow } from '../../db/queries/schedules.js';
import type { BusyKind } from '../../../shared/domain/busy-intervals.js';

// The longest session the schema allows (coach_profiles_session_length_range):
// a slot starting just before a range's end can still collide with a booking after it.
const MAX_SESSION_MS = 240 * 60_000;

// kind 'session': a pending or confirmed booking; 'event': a busy time from
// the coach's own calendar or a published program's meeting (docs/decisions/0046-busy-calendars.md).
export type Busy = { start: Date; end: Date; kind: BusyKind };

// A union's columns come back as the driver gives them; drizzle maps only plain selects.
const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

export function createAvailabilityRepository(db: Database, listing: ListingRule) {
  // The calendar and the booking check run these for every request: built once
  // and sent as named prepared statements, so neither Drizzle nor PostgreSQL
  // redo that work per request.
  const listedSchedule = db
    .select(scheduleColumns)
    .from(coachProfiles)
    .innerJoin(users, coachUserJoin())
    .where(and(eq(coachProfiles.id, sql.placeholder('coachId')), listableCoach(listing)))
    .limit(1)
    .prepare('listed_schedule');
  const listedVersionedSchedule = db
    .select({ ...scheduleColumns, ...availabilityVersionColumn })
    .from(coachProfiles)
    .innerJoin(users, coachUserJoin())
    .leftJoin(coachAvailabilityVersions, availabilityVersionJoin())
    .where(and(eq(coachProfiles.id, sql.placeholder('coachId')), listableCoach(listing)))
    .limit(1)
    .prepare('listed_versioned_schedule');
  // Bookings and calendar busy times in one statement, so neither the calendar
  // nor the booking check pays a round trip more for busy calendars.
  const busyIntervals = db
    .select({
      coachId: bookings.coachId,
      start: bookings.startTime,
      end: bookings.endTime,
      kind: sql<BusyKind>`'session'`.as('kind'),
    })
    .from(bookings)
    .where(
      and(
        sql`${bookings.coachId} = any(string_to_array(${sql.placeholder('ids')}, ',')::int[])`,
        inArray(bookings.status, [...BLOCKING_STATUSES]),
        sql`${bookings.startTime} < ${sql.placeholder('before')}::timestamptz`,
        sql`${bookings.endTime} > ${sql.placeholder('after')}::timestamptz`,
      ),
    )
    .unionAll(
      db
        .select({
          coachId: coachBusyTimes.coachId,
          start: coachBusyTimes.startTime,
          end: coachBusyTimes.endTime,
          kind: sql<BusyKind>`'event'`.as('kind'),
        })
        .from(coachBusyTimes)
        .where(
          and(
            sql`${coachBusyTimes.coachId} = any(string_to_array(${sql.placeholder('ids')}, ',')::int[])`,
            sql`${coachBusyTimes.startTime} < ${sql.placeholder('before')}::timestamptz`,
            sql`${coachBusyTimes.endTime} > ${sql.placeholder('after')}::timestamptz`,
          ),
        ),
    )
    .unionAll(
      // A published program's meetings (docs/product/programs.md) hold time by overlap, like a calendar event.
      db
        .select({
          coachId: programMeetings.coachId,
          start: programMeetings.startTime,
          end: programMeetings.endTime,
          kind: sql<BusyKind>`'event'`.as('kind'),
        })
        .from(programMeetings)
        .where(
          and(
            sql`${programMeetings.coachId} = any(string_to_array(${sql.placeholder('ids')}, ',')::int[])`,
            eq(programMeetings.blocking, true),
            sql`${programMeetings.startTime} < ${sql.placeholder('before')}::timestamptz`,
            sql`${programMeetings.endTime} > ${sql.placeholder('after')}::timestamptz`,
          ),
        ),
    )
    .prepare('busy_intervals');
  // The sum of every version and, only when it is not the one given, every
  // row: one statement, so the rows are the ones the sum was taken over
  // (shared-version-reads.ts says why an equal sum means nothing moved).
  const versionsTotal = db
    .$with('versions_total')
    .as(
      db
        .select({ total: sql<string>`coalesce(sum(${coachAvailabilityVersions.version}), 0)::text`.as('total') })
        .from(coachAvailabilityVersions),
    );
  const versionsUnlessTotal = db
    .with(versionsTotal)
    .select({
      total: versionsTotal.total,
      rows: sql<[number, number][] | null>`case when ${versionsTotal.total} is distinct from ${sql.placeholder('known')}::text then
        (select coalesce(json_agg(json_build_array(${coachAvailabilityVersions.coachId}, ${coachAvailabilityVersions.version})), '[]'::json)
         from ${coachAvailabilityVersions}) end`,
    })
    .from(versionsTotal)
    .prepare('availability_versions_unless_total');

  return {
    // Every listed coach's schedule with its version: warming the index at start-up.
    async findAllListedVersionedSchedules(): Promise<(ScheduleRow & { coachId: number; version: number })[]> {
      return db
        .select({ coachId: coachProfiles.id, ...scheduleColumns, ...availabilityVersionColumn })
        .from(coachProfiles)
        .innerJoin(users, coachUserJoin())
        .leftJoin(coachAvailabilityVersions, availabilityVersionJoin())
        .where(listableCoach(listing));
    },

    async findListedSchedule(coachId: number): Promise<ScheduleRow | undefined> {
      const [row] = await listedSchedule.execute({ coachId });
      return row;
    },

    // For the availability index: the schedule with its version.
    async findListedVersionedSchedule(coachId: number): Promise<(ScheduleRow & { version: number }) | undefined> {
      const [row] = await listedVersionedSchedule.execute({ coachId });
      return row;
    },

    // Every coach's availability version and their sum, unless the sum is still `knownTotal`.
    async findVersionsUnlessTotal(knownTotal: string | null): Promise<{ total: string; versions: Map<number, number> | null }> {
      const [row] = await versionsUnlessTotal.execute({ known: knownTotal });
      if (!row) throw new Error('availability versions: the total query returned no row');
      return { total: row.total, versions: row.rows ? new Map(row.rows.map(([coachId, version]) => [coachId, Number(version)])) : null };
    },

    // One query for any number of coaches: their pending and confirmed bookings and calendar busy times touching [from, to).
    async findBusyIntervals(coachIds: readonly number[], from: Date, to: Date): Promise<Map<number, Busy[]>> {
      const byCoach = new Map<number, Busy[]>();
      if (coachIds.length === 0) return byCoach;
      const rows = await busyIntervals.execute({
        ids: coachIds.join(','),
        before: new Date(to.getTime() + MAX_SESSION_MS).toISOString(),
        after: from.toISOString(),
      });
      for (const row of rows) {
        const list = byCoach.get(row.coachId) ?? [];
        list.push({ start: toDate(row.start), end: toDate(row.end), kind: row.kind });
        byCoach.set(row.coachId, list);
      }
      return byCoach;
    },
  };
}
export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
