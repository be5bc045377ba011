// The queries of group programs (docs/product/programs.md): the coach's
// editor, the public list, the roster and the waitlist. Seats and their money
// are under features/money/programs.
import { and, asc, desc, eq, gt, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { columnsOf } from '../../db/queries/columns-of.js';
import { findCoachByUserId } from '../../db/queries/coach-by-user.js';
import { clientInLine, inLine } from '../../db/queries/program-line.js';
import { BLOCKING_STATUSES } from '../../db/queries/schedules.js';
import {
  bookings,
  coachProfiles,
  programMeetings,
  programs,
  programSeats,
  programWaitlist,
  specializations,
  users,
} from '../../db/schema.js';
import type { MeetingTime } from '../../../shared/domain/programs.js';

export type ProgramRow = typeof programs.$inferSelect;
export type NewProgram = Omit<typeof programs.$inferInsert, 'id'>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

const viewColumns = {
  program: programs,
  coachFirstName: users.firstName,
  coachLastName: users.lastName,
  coachUserId: coachProfiles.userId,
  specializationName: specializations.name,
};
export type ProgramViewRow = {
  program: ProgramRow;
  coachFirstName: string;
  coachLastName: string;
  coachUserId: number;
  specializationName: string;
};

// A waiting place's number in its program's line. The outer row is named in
// full: Drizzle writes a column of a one-table select without its table, which
// inside this subquery would name the subquery's own row and count every
// program's line.
const linePosition = sql<number>`(select count(*)::int from program_waitlist w
  where w.program_id = "program_waitlist"."program_id" and w.status = 'waiting' and w.id <= "program_waitlist"."id")`;

export function createProgramsRepository(db: Database) {
  const viewQuery = (on: Db = db) =>
    on
      .select(viewColumns)
      .from(programs)
      .innerJoin(coachProfiles, eq(coachProfiles.id, programs.coachId))
      .innerJoin(users, eq(users.id, coachProfiles.userId))
      .innerJoin(specializations, eq(specializations.id, programs.specializationId));

  async function meetingsOf(programIds: number[], on: Db = db): Promise<Map<number, MeetingTime[]>> {
    const byProgram = new Map<number, MeetingTime[]>();
    if (programIds.length === 0) return byProgram;
    const rows = await on
      .select({ programId: programMeetings.programId, start: programMeetings.startTime, end: programMeetings.endTime })
      .from(programMeetings)
      .where(inArray(programMeetings.programId, programIds))
      .orderBy(asc(programMeetings.position));
    for (const row of rows) byProgram.set(row.programId, [...(byProgram.get(row.programId) ?? []), { start: row.start, end: row.end }]);
    return byProgram;
  }

  // True when a meeting overlaps the coach's pending or confirmed bookings or
  // another published program's meetings.
  async function overlaps(on: Db, coachId: number, meetings: readonly MeetingTime[], exceptProgramId: number | null): Promise<boolean> {
    for (const meeting of meetings) {
      const [booking] = await on
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.coachId, coachId),
            inArray(bookings.status, [...BLOCKING_STATUSES]),
            sql`${bookings.startTime} < ${meeting.end.toISOString()}::timestamptz`,
            sql`${bookings.endTime} > ${meeting.start.toISOString()}::timestamptz`,
          ),
        )
        .limit(1);
      if (booking) return true;
      const [other] = await on
        .select({ id: programMeetings.id })
        .from(programMeetings)
        .where(
          and(
            eq(programMeetings.coachId, coachId),
            eq(programMeetings.blocking, true),
            exceptProgramId === null ? undefined : ne(programMeetings.programId, exceptProgramId),
            sql`${programMeetings.startTime} < ${meeting.end.toISOString()}::timestamptz`,
            sql`${programMeetings.endTime} > ${meeting.start.toISOString()}::timestamptz`,
          ),
        )
        .limit(1);
      if (other) return true;
    }
    return false;
  }

  async function replaceMeetings(tx: Tx, program: ProgramRow, meetings: readonly MeetingTime[], blocking: boolean) {
    await tx.delete(programMeetings).where(eq(programMeetings.programId, program.id));
    await tx.insert(programMeetings).values(
      meetings.map((m, position) => ({
        programId: program.id,
        coachId: program.coachId,
        position,
        startTime: m.start,
        endTime: m.end,
        blocking,
      })),
    );
  }

  return {
    meetingsOf,
    overlaps: (coachId: number, meetings: readonly MeetingTime[], exceptProgramId: number | null) =>
      overlaps(db, coachId, meetings, exceptProgramId),

    coachOfUser(userId: number) {
      return findCoachByUserId(db, userId, columnsOf(coachProfiles, 'id', 'timeZone', 'cancellationPolicy'));
    },

    async person(userId: number) {
      const [row] = await db
        .select({ firstName: users.firstName, email: users.email, locale: users.locale, timeZone: users.timeZone })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async specializationExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: specializations.id }).from(specializations).where(eq(specializations.id, id));
      return row !== undefined;
    },

    async insert(values: NewProgram, meetings: readonly MeetingTime[]): Promise<ProgramRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(programs).values(values).returning();
        if (!row) throw new Error('program insert returned nothing');
        await replaceMeetings(tx, row, meetings, false);
        return row;
      });
    },

    // Runs `change` with the program's row locked (FOR UPDATE), so an edit, a
    // publication, a cancellation and a seat sale are taken in turn.
    locked<T>(id: number, change: (tx: Tx, row: ProgramRow) => Promise<T>): Promise<T | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(programs).where(eq(programs.id, id)).for('update');
        if (!row) return undefined;
        return change(tx, row);
      });
    },

    overlapsIn: overlaps,
    replaceMeetings,

    async update(tx: Tx, id: number, values: Partial<NewProgram>): Promise<ProgramRow> {
      const [row] = await tx.update(programs).set(values).where(eq(programs.id, id)).returning();
      if (!row) throw new Error('program update returned nothing');
      return row;
    },

    async setBlocking(tx: Tx, id: number, blocking: boolean) {
      await tx.update(programMeetings).set({ blocking }).where(eq(programMeetings.programId, id));
    },

    async view(id: number): Promise<ProgramViewRow | undefined> {
      const [row] = await viewQuery().where(eq(programs.id, id));
      return row;
    },

    ofCoach(coachId: number): Promise<ProgramViewRow[]> {
      return viewQuery().where(eq(programs.coachId, coachId)).orderBy(desc(programs.createdAt), desc(programs.id)).limit(200);
    },

    // Published programs still to start, soonest first.
    published(filter: { specializationId?: number; from?: Date; coachId?: number }, now: Date): Promise<ProgramViewRow[]> {
      return viewQuery()
        .where(
          and(
            eq(programs.status, 'published'),
            gt(programs.firstStart, now),
            filter.from ? gte(programs.firstStart, filter.from) : undefined,
            filter.specializationId ? eq(programs.specializationId, filter.specializationId) : undefined,
            filter.coachId ? eq(programs.coachId, filter.coachId) : undefined,
          ),
        )
        .orderBy(asc(programs.firstStart), asc(programs.id))
        .limit(200);
    },

    // Every program, newest first, for an admin.
    all(): Promise<ProgramViewRow[]> {
      return viewQuery().orderBy(desc(programs.createdAt), desc(programs.id)).limit(200);
    },

    // Per program: seats ever sold, cents paid for them and cents refunded.
    async seatMoney(programIds: number[]) {
      if (programIds.length === 0) return new Map<number, { sold: number; paidCents: number; refundedCents: number }>();
      const rows = await db
        .select({
          programId: programSeats.programId,
          sold: sql<number>`count(*) filter (where ${programSeats.status} = 'active')::int`,
          paidCents: sql<number>`coalesce(sum(${programSeats.priceCents}), 0)::int`,
          refundedCents: sql<number>`coalesce(sum(${programSeats.refundedCents}), 0)::int`,
        })
        .from(programSeats)
        .where(inArray(programSeats.programId, programIds))
        .groupBy(programSeats.programId);
      return new Map(rows.map(({ programId, ...money }) => [programId, money]));
    },

    // The participants with their contact, in the order they joined.
    roster(programId: number) {
      return db
        .select({
          seatId: programSeats.id,
          clientId: programSeats.clientId,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          joinedAt: programSeats.createdAt,
        })
        .from(programSeats)
        .innerJoin(users, eq(users.id, programSeats.clientId))
        .where(and(eq(programSeats.programId, programId), eq(programSeats.status, 'active')))
        .orderBy(asc(programSeats.id));
    },

    async hasSeat(programId: number, clientId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: programSeats.id })
        .from(programSeats)
        .where(and(eq(programSeats.programId, programId), eq(programSeats.clientId, clientId), eq(programSeats.status, 'active')));
      return row !== undefined;
    },

    // The client's live place on the waitlist (waiting or offered), with its position in line.
    async waitPlace(programId: number, clientId: number) {
      const [row] = await db
        .select({
          id: programWaitlist.id,
          status: programWaitlist.status,
          offerExpiresAt: programWaitlist.offerExpiresAt,
          position: linePosition,
        })
        .from(programWaitlist)
        .where(clientInLine(programId, clientId));
      return row;
    },

    // How many are on the line (waiting, or holding an offer).
    async waitingCount(programId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(programWaitlist)
        .where(inLine(eq(programWaitlist.programId, programId)));
      return row?.count ?? 0;
    },

    // How many are on each program's line, for the coach's list; a program nobody waits for is absent.
    async waitingCounts(programIds: number[]): Promise<Map<number, number>> {
      if (programIds.length === 0) return new Map();
      const rows = await db
        .select({ programId: programWaitlist.programId, count: sql<number>`count(*)::int` })
        .from(programWaitlist)
        .where(inLine(inArray(programWaitlist.programId, programIds)))
        .groupBy(programWaitlist.programId);
      return new Map(rows.map((row) => [row.programId, row.count]));
    },

    // Every live place of one client, with its program's title and first meeting.
    myWaitPlaces(clientId: number) {
      return db
        .select({
          programId: programWaitlist.programId,
          status: programWaitlist.status,
          offerExpiresAt: programWaitlist.offerExpiresAt,
          position: linePosition,
          programTitle: programs.title,
          firstStart: programs.firstStart,
        })
        .from(programWaitlist)
        .innerJoin(programs, eq(programs.id, programWaitlist.programId))
        .where(inLine(eq(programWaitlist.clientId, clientId)))
        .orderBy(asc(programs.firstStart), asc(programs.id));
    },

    // Joins the line; undefined when the client is already on it.
    async joinWaitlist(programId: number, clientId: number, now: Date) {
      const [row] = await db
        .insert(programWaitlist)
        .values({ programId, clientId, status: 'waiting', createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: programWaitlist.id });
      return row;
    },
  };
}

export type ProgramsRepository = ReturnType<typeof createProgramsRepository>;
