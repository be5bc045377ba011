// The statements of the work queue (src/server/db/schema/work-queue.ts,
// docs/decisions/0087-one-work-queue.md). Every write names the lease holder,
// so a worker whose lease ran out (another process took the row over) can
// neither finish nor fail a row it no longer holds.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { workQueue, type WorkStatus } from '../../db/schema.js';

export type NewWork = {
  kind: string;
  payload: Record<string, unknown>;
  // Work with a key coalesces: one pending row per kind and key.
  key?: string;
  maxAttempts?: number;
};

export type ClaimedWork = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  revision: number;
};

export type DeadWork = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  failedAt: Date | null;
};

// Sent as one statement, with a caller's other writes (a CTE): `rows` selects
// kind, payload (json) and optionally key from the caller's own CTEs.
export function insertWorkSql(rows: SQL, at: Date, maxAttempts = 5): SQL {
  return sql`
    insert into work_queue (kind, payload, key, max_attempts, run_at)
    select q.kind, q.payload::jsonb, q.key, ${maxAttempts}::int, ${at.toISOString()}::timestamptz from (${rows}) as q(kind, payload, key)
    on conflict (kind, key) where status = 'pending' and key is not null
    do update set run_at = least(work_queue.run_at, excluded.run_at), attempts = 0, revision = work_queue.revision + 1, last_error = null`;
}

// The columns of a dead row that admins see (the list and one row).
const deadColumns = {
  id: workQueue.id,
  kind: workQueue.kind,
  payload: workQueue.payload,
  attempts: workQueue.attempts,
  lastError: workQueue.lastError,
  createdAt: workQueue.createdAt,
  failedAt: workQueue.failedAt,
};

export function createWorkQueueRepository(db: Database) {
  return {
    async enqueue(items: NewWork[], at: Date): Promise<void> {
      if (items.length === 0) return;
      await db
        .insert(workQueue)
        .values(items.map((w) => ({ kind: w.kind, payload: w.payload, key: w.key ?? null, maxAttempts: w.maxAttempts, runAt: at })))
        .onConflictDoUpdate({
          target: [workQueue.kind, workQueue.key],
          targetWhere: sql`status = 'pending' and key is not null`,
          set: {
            runAt: sql`least(${workQueue.runAt}, excluded.run_at)`,
            attempts: 0,
            revision: sql`${workQueue.revision} + 1`,
            lastError: null,
          },
        });
    },

    // Due rows of these kinds whose lease (if any) is over: leased to `holder`
    // until `at + leaseMs`, the attempt counted now (a worker that dies
    // mid-attempt still used it). Rows another transaction is claiming are skipped.
    // `dueBy` (default `at`): an explicit pass may take rows whose backoff is not over; `skip`: rows this pass tried already.
    async claim(
      kinds: string[],
      limit: number,
      at: Date,
      leaseMs: number,
      holder: string,
      { dueBy = at, skip = [] }: { dueBy?: Date; skip?: number[] } = {},
    ): Promise<ClaimedWork[]> {
      if (kinds.length === 0) return [];
      const iso = at.toISOString();
      const result = (await db.execute(sql`
        update work_queue set attempts = attempts + 1, leased_until = ${new Date(at.getTime() + leaseMs).toISOString()}::timestamptz,
          leased_by = ${holder}
        where id in (
          select id from work_queue
          where status = 'pending' and kind = any(${`{${kinds.join(',')}}`}::text[]) and run_at <= ${dueBy.toISOString()}::timestamptz
            and not (id = any(${`{${skip.join(',')}}`}::int[]))
            and (leased_until is null or leased_until <= ${iso}::timestamptz)
          order by run_at, id
          limit ${limit}
          for update skip locked)
        returning id, kind, payload, attempts, max_attempts, revision`)) as unknown as {
        rows: Array<{
          id: number;
          kind: string;
          payload: Record<string, unknown>;
          attempts: number;
          max_attempts: number;
          revision: number;
        }>;
      };
      return result.rows
        .map((r) => ({
          id: Number(r.id),
          kind: r.kind,
          payload: r.payload,
          attempts: Number(r.attempts),
          maxAttempts: Number(r.max_attempts),
          revision: Number(r.revision),
        }))
        .sort((x, y) => x.id - y.id);
    },

    // Done: the rows go, unless a change coalesced into one meanwhile (its
    // revision grew): that one is released to run again at once.
    async complete(jobs: ClaimedWork[], holder: string): Promise<void> {
      if (jobs.length === 0) return;
      const ids = `{${jobs.map((j) => j.id).join(',')}}`;
      const revisions = `{${jobs.map((j) => j.revision).join(',')}}`;
      await db.execute(sql`
        with finished as (
          delete from work_queue w using unnest(${ids}::int[], ${revisions}::int[]) as d(id, revision)
          where w.id = d.id and w.revision = d.revision and w.leased_by = ${holder}
          returning w.id)
        update work_queue set leased_until = null, leased_by = null
        where id = any(${ids}::int[]) and leased_by = ${holder} and id not in (select id from finished)`);
    },

    // A failed attempt waits until `retryAt`; the last one leaves the row dead.
    async fail(job: ClaimedWork, holder: string, error: string, retryAt: Date, at: Date): Promise<'retry' | 'dead'> {
      const [row] = await db
        .update(workQueue)
        .set({
          lastError: error.slice(0, 500),
          leasedUntil: null,
          leasedBy: null,
          runAt: retryAt,
          status: sql`case when ${workQueue.attempts} >= ${workQueue.maxAttempts} then 'dead' else 'pending' end`,
          failedAt: sql`case when ${workQueue.attempts} >= ${workQueue.maxAttempts} then ${at.toISOString()}::timestamptz else null end`,
        })
        .where(and(eq(workQueue.id, job.id), eq(workQueue.leasedBy, holder)))
        .returning({ status: workQueue.status });
      return row?.status === 'dead' ? 'dead' : 'retry';
    },

    // An admin's retry: the dead row is due again with fresh attempts. When the
    // same work is pending again already (a newer change), the dead row just goes.
    async retryDead(id: number, at: Date): Promise<boolean> {
      const result = (await db.execute(sql`
        with dead as (select id, kind, key from work_queue where id = ${id} and status = 'dead'),
        covered as (
          delete from work_queue where id in (
            select d.id from dead d where d.key is not null and exists (
              select 1 from work_queue p where p.kind = d.kind and p.key = d.key and p.status = 'pending'))
          returning id),
        revived as (
          update work_queue set status = 'pending', attempts = 0, run_at = ${at.toISOString()}::timestamptz, failed_at = null,
            leased_until = null, leased_by = null
          where id in (select id from dead) and id not in (select id from covered)
          returning id)
        select (select count(*) from covered) + (select count(*) from revived) as n`)) as unknown as { rows: Array<{ n: number }> };
      return Number(result.rows[0]?.n ?? 0) > 0;
    },

    async dead(limit: number): Promise<DeadWork[]> {
      return db
        .select(deadColumns)
        .from(workQueue)
        .where(eq(workQueue.status, 'dead'))
        .orderBy(desc(workQueue.failedAt), desc(workQueue.id))
        .limit(limit);
    },

    async deadById(id: number): Promise<DeadWork | undefined> {
      const [row] = await db
        .select(deadColumns)
        .from(workQueue)
        .where(and(eq(workQueue.id, id), eq(workQueue.status, 'dead')));
      return row;
    },

    async depth(): Promise<Array<{ kind: string; status: WorkStatus; count: number }>> {
      return db
        .select({ kind: workQueue.kind, status: workQueue.status, count: count() })
        .from(workQueue)
        .groupBy(workQueue.kind, workQueue.status)
        .orderBy(asc(workQueue.kind));
    },

    // When the next pending row of these kinds falls due (for the worker's timer).
    async nextRunAt(kinds: string[]): Promise<Date | undefined> {
      if (kinds.length === 0) return undefined;
      const result = (await db.execute(sql`
        select min(greatest(run_at, coalesce(leased_until, run_at))) as next from work_queue
        where status = 'pending' and kind = any(${`{${kinds.join(',')}}`}::text[])`)) as unknown as {
        rows: Array<{ next: string | Date | null }>;
      };
      const next = result.rows[0]?.next;
      return next ? new Date(next) : undefined;
    },
  };
}

export type WorkQueueRepository = ReturnType<typeof createWorkQueueRepository>;
