// The queries of program seats (docs/decisions/0073-group-programs.md).
// programs.seats_taken counts the live seats plus the seats held for a
// waitlist offer, and moves only here and in the purchase's statement
// (seat-purchase-statements.ts), together with the seat or the offer: freeing
// a seat holds the program's row; taking one is a conditional UPDATE
// (seats_taken < capacity), so racing buyers in any number of processes never
// take more seats than there are.
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { clientInLine, inLine } from '../../../db/queries/program-line.js';
import { coachProfiles, ledgerEntries, programMeetings, programs, programSeats, programWaitlist } from '../../../db/schema.js';

export type SeatRow = typeof programSeats.$inferSelect;
export type SeatProgramRow = typeof programs.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

// Who was offered a freed seat (for the e-mail), or null when the seat simply went back on sale.
export type Offered = { waitId: number; programId: number; clientId: number; expiresAt: Date } | null;

export function createSeatsRepository(db: Database) {
  // A seat freed (a cancellation, an offer left or lapsed): held for the first
  // client waiting, or back on sale when nobody waits. The caller holds the program's row.
  async function passOn(tx: Tx, program: SeatProgramRow, expiresAt: Date, now: Date): Promise<Offered> {
    const [next] = await tx
      .select({ id: programWaitlist.id, clientId: programWaitlist.clientId })
      .from(programWaitlist)
      .where(and(eq(programWaitlist.programId, program.id), eq(programWaitlist.status, 'waiting')))
      .orderBy(asc(programWaitlist.id))
      .limit(1);
    if (next && program.status === 'published' && expiresAt > now) {
      await tx
        .update(programWaitlist)
        .set({ status: 'offered', offerExpiresAt: expiresAt, updatedAt: now })
        .where(eq(programWaitlist.id, next.id));
      return { waitId: next.id, programId: program.id, clientId: next.clientId, expiresAt };
    }
    await tx
      .update(programs)
      .set({ seatsTaken: sql`${programs.seatsTaken} - 1`, updatedAt: now })
      .where(eq(programs.id, program.id));
    return null;
  }

  async function lockProgram(tx: Tx, id: number) {
    const [row] = await tx.select().from(programs).where(eq(programs.id, id)).for('update');
    return row;
  }

  return {
    passOn,
    lockProgram,

    async program(id: number) {
      const [row] = await db.select().from(programs).where(eq(programs.id, id));
      return row;
    },

    async coachUserId(coachId: number): Promise<number | undefined> {
      const [row] = await db.select({ userId: coachProfiles.userId }).from(coachProfiles).where(eq(coachProfiles.id, coachId));
      return row?.userId;
    },

    async seat(id: number) {
      const [row] = await db.select().from(programSeats).where(eq(programSeats.id, id));
      return row;
    },

    async liveSeatOf(programId: number, clientId: number) {
      const [row] = await db
        .select({ id: programSeats.id })
        .from(programSeats)
        .where(and(eq(programSeats.programId, programId), eq(programSeats.clientId, clientId), eq(programSeats.status, 'active')));
      return row;
    },

    // Cancels a live seat with the refund recorded, and frees it (to the waitlist or for sale).
    async cancelSeat(seatId: number, refundedCents: number, offerUntil: (program: SeatProgramRow) => Date, now: Date) {
      return db.transaction(async (tx) => {
        const [seat] = await tx.select().from(programSeats).where(eq(programSeats.id, seatId));
        if (!seat) return undefined;
        const program = await lockProgram(tx, seat.programId);
        const [cancelled] = await tx
          .update(programSeats)
          .set({ status: 'cancelled', refundedCents, cancelledAt: now })
          .where(and(eq(programSeats.id, seatId), eq(programSeats.status, 'active')))
          .returning();
        if (!cancelled || !program) return undefined;
        const offered = await passOn(tx, program, offerUntil(program), now);
        return { seat: cancelled, offered };
      });
    },

    // A whole program cancelled: every live seat cancelled (refunded in full by
    // the caller), the waitlist closed, the meetings no longer holding time.
    async cancelProgram(programId: number, from: SeatProgramRow['status'][], now: Date) {
      return db.transaction(async (tx) => {
        const program = await lockProgram(tx, programId);
        if (!program || !from.includes(program.status)) return undefined;
        const [row] = await tx
          .update(programs)
          .set({ status: 'cancelled', cancelledAt: now, updatedAt: now, seatsTaken: 0 })
          .where(eq(programs.id, programId))
          .returning();
        await tx.update(programMeetings).set({ blocking: false }).where(eq(programMeetings.programId, programId));
        await tx
          .update(programWaitlist)
          .set({ status: 'lapsed', updatedAt: now })
          .where(inLine(eq(programWaitlist.programId, programId)));
        const seats = await tx
          .update(programSeats)
          .set({ status: 'cancelled', cancelledAt: now })
          .where(and(eq(programSeats.programId, programId), eq(programSeats.status, 'active')))
          .returning();
        return { program: row ?? program, seats };
      });
    },

    // A seat's capture or refund as the gateway answered it; written once (the reference is unique per kind).
    async recordLedger(values: Omit<typeof ledgerEntries.$inferInsert, 'id' | 'bookingId'>) {
      await db.insert(ledgerEntries).values(values).onConflictDoNothing();
    },

    async setRefunded(seatId: number, refundedCents: number) {
      await db.update(programSeats).set({ refundedCents }).where(eq(programSeats.id, seatId));
    },

    // Leaves the waitlist; a held offer passes on. Undefined when the client was not on it.
    async leave(programId: number, clientId: number, offerUntil: (program: SeatProgramRow) => Date, now: Date) {
      return db.transaction(async (tx) => {
        const program = await lockProgram(tx, programId);
        if (!program) return undefined;
        const [left] = await tx
          .select({ id: programWaitlist.id, status: programWaitlist.status })
          .from(programWaitlist)
          .where(clientInLine(programId, clientId));
        if (!left) return undefined;
        await tx.update(programWaitlist).set({ status: 'left', updatedAt: now }).where(eq(programWaitlist.id, left.id));
        const offered = left.status === 'offered' ? await passOn(tx, program, offerUntil(program), now) : null;
        return { offered };
      });
    },

    // Offers that lapsed by now: each passes on to the next in line (or the seat goes back on sale).
    // programIds: only these programs' offers (an end-to-end test's own, run at a later instant).
    async lapseOffers(offerUntil: (program: SeatProgramRow) => Date, now: Date, programIds?: number[]): Promise<Offered[]> {
      const due = await db
        .select({ id: programWaitlist.id, programId: programWaitlist.programId })
        .from(programWaitlist)
        .where(
          and(
            eq(programWaitlist.status, 'offered'),
            lte(programWaitlist.offerExpiresAt, now),
            programIds ? inArray(programWaitlist.programId, programIds) : undefined,
          ),
        )
        .limit(200);
      const offers: Offered[] = [];
      for (const entry of due) {
        const offered = await db.transaction(async (tx) => {
          const program = await lockProgram(tx, entry.programId);
          const [lapsed] = await tx
            .update(programWaitlist)
            .set({ status: 'lapsed', updatedAt: now })
            .where(and(eq(programWaitlist.id, entry.id), eq(programWaitlist.status, 'offered')))
            .returning({ id: programWaitlist.id });
          if (!lapsed || !program) return null;
          return passOn(tx, program, offerUntil(program), now);
        });
        offers.push(offered);
      }
      return offers;
    },

    // A client's seats, newest first, with the program's title and status.
    seatsOf(clientId: number) {
      return db
        .select({
          seat: programSeats,
          title: programs.title,
          programStatus: programs.status,
          roomUrl: programs.roomUrl,
          seatsTaken: programs.seatsTaken,
          minimumSeats: programs.minimumSeats,
        })
        .from(programSeats)
        .innerJoin(programs, eq(programs.id, programSeats.programId))
        .where(eq(programSeats.clientId, clientId))
        .orderBy(desc(programSeats.id))
        .limit(200);
    },

    async meetingsOf(programId: number) {
      return db
        .select({ start: programMeetings.startTime, end: programMeetings.endTime })
        .from(programMeetings)
        .where(eq(programMeetings.programId, programId))
        .orderBy(asc(programMeetings.position));
    },

    // Published programs starting within `before` that are short of their minimum.
    shortOfMinimum(before: Date, now: Date, programIds?: number[]) {
      return db
        .select({ id: programs.id })
        .from(programs)
        .where(
          and(
            eq(programs.status, 'published'),
            sql`${programs.minimumSeats} is not null`,
            sql`${programs.firstStart} > ${now.toISOString()}::timestamptz`,
            lte(programs.firstStart, before),
            sql`(select count(*) from ${programSeats} s where s.program_id = ${programs.id} and s.status = 'active') < ${programs.minimumSeats}`,
            programIds ? inArray(programs.id, programIds) : undefined,
          ),
        )
        .limit(100);
    },
  };
}

export type SeatsRepository = ReturnType<typeof createSeatsRepository>;
