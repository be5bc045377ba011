// The workers of the one work queue (docs/decisions/0087-one-work-queue.md).
// A process that runs jobs (RUN_JOBS, docs/operations.md) starts them: they
// claim due work with a lease, hand each kind's batch to its handler, delete
// what succeeded and let what failed wait by the project's backoff, then sleep
// until the next row falls due (so a failed write is retried on its backoff's
// own schedule, not at the next job pass) or until pollMs, for work other
// processes queued. Work queued in this process wakes them at once.
// Passes in one process run one after another: drain() (tests, the job
// runner) waits for a pass already running and then sees everything due.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { backoffMs, type Backoff } from '../../../shared/domain/backoff.js';
import { createWorkQueueRepository, type ClaimedWork, type NewWork } from './work-queue-repository.js';

export type WorkHandler = {
  // One outcome per job, in order: null when done, else what went wrong (kept as the row's last error).
  run: (jobs: ClaimedWork[]) => Promise<Array<string | null>>;
  backoff: Backoff;
  // Rows claimed per pass for this kind.
  batch?: number;
  // How long a claimed row is this process's before another may take it over.
  leaseMs?: number;
  // Told when a job used its last attempt (the row is dead now).
  onDead?: (job: ClaimedWork, error: string) => Promise<void>;
};

// Told about every finished attempt (the metrics count them by kind and outcome).
export type WorkObserver = (attempt: { kind: string; outcome: 'done' | 'retry' | 'dead' }) => void;

const DEFAULT_BATCH = 20;
const DEFAULT_LEASE_MS = 5 * 60_000;
// How soon work queued in this process starts: a little later than at once,
// so that the work of requests arriving together shares one pass.
const WAKE_DELAY_MS = 50;

// Runs each job of a batch on its own; a throw is that job's failure.
export function eachJob(work: (job: ClaimedWork) => Promise<void>): WorkHandler['run'] {
  return (jobs) =>
    Promise.all(
      jobs.map((job) =>
        work(job).then(
          () => null,
          (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'failed',
        ),
      ),
    );
}

export function createWorkQueue({
  db,
  now,
  log,
  pollMs = 1_000,
  observe,
}: {
  db: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  pollMs?: number;
  observe?: WorkObserver;
}) {
  const repo = createWorkQueueRepository(db);
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const handlers = new Map<string, WorkHandler>();
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;
  let chain: Promise<unknown> = Promise.resolve();

  // Returns the jobs that failed.
  async function runKind(handler: WorkHandler, jobs: ClaimedWork[], at: Date): Promise<number[]> {
    let outcomes: Array<string | null>;
    try {
      outcomes = await handler.run(jobs);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)) || 'failed';
      outcomes = jobs.map(() => message);
    }
    const done = jobs.filter((_, i) => outcomes[i] === null);
    await repo.complete(done, holder);
    for (const job of done) observe?.({ kind: job.kind, outcome: 'done' });
    const failed: number[] = [];
    for (const [i, job] of jobs.entries()) {
      const error = outcomes[i];
      if (error === null || error === undefined) continue;
      failed.push(job.id);
      const retryAt = new Date(at.getTime() + backoffMs(job.attempts, handler.backoff));
      const outcome = await repo.fail(job, holder, error, retryAt, at);
      observe?.({ kind: job.kind, outcome });
      if (outcome === 'dead') {
        log.warn({ kind: job.kind, workId: job.id, err: error }, 'queued work gave up; an admin may retry it');
        await handler.onDead?.(job, error);
      }
    }
    return failed;
  }

  // Everything due at `at`, batch after batch, until nothing is left; a row
  // that failed is not tried again in the same pass. For the kinds in `now`, rows still waiting
  // out their backoff too (an explicit delivery pass).
  async function pass(at: Date, nowKinds: readonly string[]): Promise<number> {
    let total = 0;
    const tried: number[] = [];
    for (;;) {
      let claimedAny = false;
      for (const [kind, handler] of handlers) {
        const batch = handler.batch ?? DEFAULT_BATCH;
        const dueBy = nowKinds.includes(kind) ? new Date(at.getTime() + handler.backoff.longestMs) : at;
        const jobs = await repo.claim([kind], batch, at, handler.leaseMs ?? DEFAULT_LEASE_MS, holder, { dueBy, skip: tried });
        if (jobs.length === 0) continue;
        claimedAny = true;
        total += jobs.length;
        tried.push(...(await runKind(handler, jobs, at)));
      }
      if (!claimedAny) return total;
    }
  }

  function drain(at?: Date, { now: nowKinds = [] }: { now?: readonly string[] } = {}): Promise<number> {
    const run = chain.then(() => pass(at ?? now(), nowKinds));
    chain = run.catch(() => 0);
    return run;
  }

  // The worker's own pass, then its sleep until the next row is due (at most pollMs).
  function tick(): void {
    clearTimeout(timer);
    timer = undefined;
    drain()
      .then(() => repo.nextRunAt([...handlers.keys()]))
      .catch((error: unknown) => {
        log.warn({ err: error }, 'work queue pass failed');
        return undefined;
      })
      .then((next) => {
        if (!started) return;
        const wait = next ? Math.max(0, Math.min(pollMs, next.getTime() - now().getTime())) : pollMs;
        clearTimeout(timer);
        timer = setTimeout(tick, wait);
        timer.unref();
      })
      .catch(() => undefined);
  }

  // Work was queued in this process: a running worker starts on it soon.
  function wake(): void {
    if (!started || wakeTimer) return;
    wakeTimer = setTimeout(() => {
      wakeTimer = undefined;
      tick();
    }, WAKE_DELAY_MS);
    wakeTimer.unref();
  }

  return {
    holder,
    repository: repo,
    handle(kind: string, handler: WorkHandler): void {
      handlers.set(kind, handler);
    },
    // Queued on its own (work queued together with another change goes in that change's statement: insertWorkSql).
    async enqueue(items: NewWork[]): Promise<void> {
      await repo.enqueue(items, now());
      wake();
    },
    wake,
    drain,
    // Waits for the pass in flight in this process, if any (tests, shutdown).
    async idle(): Promise<void> {
      await chain;
    },
    start(): void {
      if (started) return;
      started = true;
      tick();
    },
    async stop(): Promise<void> {
      started = false;
      clearTimeout(timer);
      clearTimeout(wakeTimer);
      timer = undefined;
      wakeTimer = undefined;
      await chain;
    },
  };
}

export type WorkQueue = ReturnType<typeof createWorkQueue>;
