// The queries of the coach's per-meeting pay for program seats
// (docs/decisions/0081-program-payouts.md). Like a session's transfer, each row
// is claimed conditionally (scheduled|failed|held -> in_flight, or a claim
// older than the lease), so with several processes each is sent by one.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { ledgerEntries, programTransfers } from '../../../db/schema.js';

export const PROGRAM_TRANSFER_BATCH = 200;
type Rows<T> = { rows: T[] };
export type SeatLedgerValues = Omit<typeof ledgerEntries.$inferInsert, 'id' | 'bookingId'> & { programSeatId: number };

// A meeting held (ended) of a program that ran, for a seat with money kept, not yet scheduled.
export type MeetingDue = {
  seatId: number;
  meetingId: number;
  coachId: number;
  planType: 'free' | 'pro';
  endedAt: Date;
  keptCents: number;
  meetings: number;
  position: number;
};
export type ClaimedPart = { id: number; seatId: number; meetingId: number; coachId: number; attempts: number; claimedAt: string };
// What deciding and sending one meeting's part needs, read when it is sent.
export type PartContext = {
  keptCents: number;
  meetings: number;
  position: number;
  programStatus: string;
  planType: 'free' | 'pro';
  accountProvider: string | null;
  accountId: string | null;
  payoutsEnabled: boolean | null;
};

type MeetingDueRow = {
  seat_id: number;
  meeting_id: number;
  coach_id: number;
  plan_type: 'free' | 'pro';
  ended_at: string;
  kept_cents: number;
  meetings: number;
  position: number;
};
type ClaimedRow = { id: number; seat_id: number; meeting_id: number; coach_id: number; attempts: number; claimed_at: string };
type ContextRow = {
  kept_cents: number;
  meetings: number;
  position: number;
  program_status: string;
  plan_type: 'free' | 'pro';
  account_provider: string | null;
  account_id: string | null;
  payouts_enabled: boolean | null;
};

// The meeting's place among its program's meetings, and how many there are.
const meetingCount = sql`(select count(*) from program_meetings x where x.program_id = m.program_id)::int`;
const meetingPosition = sql`(select count(*) from program_meetings x where x.program_id = m.program_id and x.position < m.position)::int`;

export function createProgramPayoutsRepository(db: Database) {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;

  return {
    // Meetings that ended by `now` of programs that ran (never a cancelled
    // one), for every seat whose client kept paying something, without a row yet.
    async meetingsDue(now: Date): Promise<MeetingDue[]> {
      const found = await rows<MeetingDueRow>(sql`
        select s.id as seat_id, m.id as meeting_id, p.coach_id, c.plan_type, m.end_time::text as ended_at,
          (s.price_cents - s.refunded_cents) as kept_cents, ${meetingCount} as meetings, ${meetingPosition} as position
        from program_meetings m
        join programs p on p.id = m.program_id
        join program_seats s on s.program_id = p.id
        join coach_profiles c on c.id = p.coach_id
        where p.status in ('published', 'completed') and m.end_time <= ${now.toISOString()}::timestamptz
          and s.price_cents > s.refunded_cents
          and not exists (select 1 from program_transfers t where t.seat_id = s.id and t.meeting_id = m.id)
        order by m.end_time, s.id limit ${PROGRAM_TRANSFER_BATCH}`);
      return found.map((r) => ({
        seatId: r.seat_id,
        meetingId: r.meeting_id,
        coachId: r.coach_id,
        planType: r.plan_type,
        endedAt: new Date(r.ended_at),
        keptCents: r.kept_cents,
        meetings: r.meetings,
        position: r.position,
      }));
    },

    async schedule(values: Array<typeof programTransfers.$inferInsert>): Promise<number> {
      if (values.length === 0) return 0;
      return (await db.insert(programTransfers).values(values).onConflictDoNothing().returning({ id: programTransfers.id })).length;
    },

    async claimDue(now: Date, leaseMs: number): Promise<ClaimedPart[]> {
      const stale = new Date(now.getTime() - leaseMs);
      const claimable = sql`((t.status in ('scheduled', 'failed', 'held') and t.next_attempt_at <= ${now.toISOString()}::timestamptz)
        or (t.status = 'in_flight' and t.claimed_at < ${stale.toISOString()}::timestamptz))`;
      const claimed = await rows<ClaimedRow>(sql`
        update program_transfers t set status = 'in_flight', claimed_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
        where t.id in (
          select t.id from program_transfers t where ${claimable}
          order by t.next_attempt_at limit ${PROGRAM_TRANSFER_BATCH} for update of t skip locked)
        and ${claimable}
        returning t.id, t.seat_id, t.meeting_id, t.coach_id, t.attempts, t.claimed_at::text`);
      return claimed.map((r) => ({
        id: r.id,
        seatId: r.seat_id,
        meetingId: r.meeting_id,
        coachId: r.coach_id,
        attempts: r.attempts,
        claimedAt: r.claimed_at,
      }));
    },

    async context(seatId: number, meetingId: number): Promise<PartContext | undefined> {
      const [row] = await rows<ContextRow>(sql`
        select (s.price_cents - s.refunded_cents) as kept_cents, ${meetingCount} as meetings, ${meetingPosition} as position,
          p.status::text as program_status, c.plan_type, a.provider as account_provider, a.account_id, a.payouts_enabled
        from program_seats s
        join program_meetings m on m.id = ${meetingId}::int and m.program_id = s.program_id
        join programs p on p.id = s.program_id
        join coach_profiles c on c.id = p.coach_id
        left join coach_payout_accounts a on a.coach_id = p.coach_id
        where s.id = ${seatId}::int`);
      return (
        row && {
          keptCents: row.kept_cents,
          meetings: row.meetings,
          position: row.position,
          programStatus: row.program_status,
          planType: row.plan_type,
          accountProvider: row.account_provider,
          accountId: row.account_id,
          payoutsEnabled: row.payouts_enabled,
        }
      );
    },

    // Ends this process's claim, with the ledger rows, in one transaction; false when the claim was lost.
    async release(
      id: number,
      claimedAt: string,
      set: Partial<typeof programTransfers.$inferInsert>,
      ledger: SeatLedgerValues[] = [],
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(programTransfers)
          .set(set)
          .where(
            and(
              eq(programTransfers.id, id),
              eq(programTransfers.status, 'in_flight'),
              sql`${programTransfers.claimedAt} = ${claimedAt}::timestamptz`,
            ),
          )
          .returning({ id: programTransfers.id });
        if (changed.length === 0) return false;
        if (ledger.length > 0) await tx.insert(ledgerEntries).values(ledger).onConflictDoNothing();
        return true;
      });
    },
  };
}

export type ProgramPayoutsRepository = ReturnType<typeof createProgramPayoutsRepository>;
