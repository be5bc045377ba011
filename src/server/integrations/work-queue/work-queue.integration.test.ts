// The one work queue (docs/decisions/0087-one-work-queue.md) on both drivers:
// work runs once, a failure waits by the backoff, the last failure leaves the
// work dead until an admin retries it, a lease that ran out lets another
// worker take the work over, and two workers never run the same work twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.js';
import { bothDrivers } from '../../test-support/both-drivers.js';
import { createWorkQueue, eachJob } from './work-queue.js';
import { insertWorkSql } from './work-queue-repository.js';

const log = pino({ level: 'silent' });
const BACKOFF = { firstMs: 5_000, longestMs: 60_000 };

describe.each(bothDrivers())('the work queue on %s', (_driver, open) => {
  let database: DatabaseHandle;
  let clock = new Date('2030-03-01T10:00:00.000Z');
  const now = () => clock;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs queued work once and removes it', async () => {
    const queue = createWorkQueue({ db: database.db, now, log });
    const seen: number[] = [];
    queue.handle('count', { backoff: BACKOFF, run: eachJob(async (job) => void seen.push(Number(job.payload.n))) });
    await queue.enqueue([1, 2, 3].map((n) => ({ kind: 'count', payload: { n } })));
    expect(await queue.drain()).toBe(3);
    expect(await queue.drain()).toBe(0);
    expect(seen).toEqual([1, 2, 3]);
    expect(await queue.repository.depth()).toEqual([]);
  });

  it('waits by the backoff after a failure, gives up after the last attempt, and runs again when an admin retries', async () => {
    const queue = createWorkQueue({ db: database.db, now, log });
    let failing = true;
    let runs = 0;
    queue.handle('flaky', {
      backoff: BACKOFF,
      run: eachJob(async () => {
        runs += 1;
        if (failing) throw new Error('server down');
      }),
    });
    await queue.enqueue([{ kind: 'flaky', payload: { id: 7 }, maxAttempts: 3 }]);
    await queue.drain();
    expect(runs).toBe(1);
    // Not before its first wait (5 s) is over.
    clock = new Date(clock.getTime() + 4_000);
    await queue.drain();
    expect(runs).toBe(1);
    clock = new Date(clock.getTime() + 1_000);
    await queue.drain();
    expect(runs).toBe(2);
    // The second wait is twice as long.
    clock = new Date(clock.getTime() + 9_000);
    await queue.drain();
    expect(runs).toBe(2);
    clock = new Date(clock.getTime() + 1_000);
    await queue.drain();
    expect(runs).toBe(3);
    const [dead] = await queue.repository.dead(10);
    expect(dead).toMatchObject({ kind: 'flaky', payload: { id: 7 }, attempts: 3, lastError: 'server down' });
    clock = new Date(clock.getTime() + 3_600_000);
    await queue.drain();
    expect(runs).toBe(3);

    failing = false;
    expect(await queue.repository.retryDead(dead!.id, now())).toBe(true);
    await queue.drain();
    expect(runs).toBe(4);
    expect(await queue.repository.dead(10)).toEqual([]);
    expect(await queue.repository.depth()).toEqual([]);
  });

  it('coalesces work with the same key, and a change during a run runs it again', async () => {
    const queue = createWorkQueue({ db: database.db, now, log });
    let runs = 0;
    let changeDuringRun = true;
    queue.handle('write', {
      backoff: BACKOFF,
      run: eachJob(async () => {
        runs += 1;
        if (changeDuringRun) {
          changeDuringRun = false;
          await queue.enqueue([{ kind: 'write', payload: { bookingId: 1 }, key: '1' }]);
        }
      }),
    });
    await queue.enqueue([{ kind: 'write', payload: { bookingId: 1 }, key: '1' }]);
    await queue.enqueue([{ kind: 'write', payload: { bookingId: 1 }, key: '1' }]);
    expect(await queue.repository.depth()).toEqual([{ kind: 'write', status: 'pending', count: 1 }]);
    await queue.drain();
    // Once for the first two changes, once more for the change made while it ran.
    expect(runs).toBe(2);
    expect(await queue.repository.depth()).toEqual([]);
  });

  it('queues work in the statement of another change', async () => {
    const queue = createWorkQueue({ db: database.db, now, log });
    const seen: unknown[] = [];
    queue.handle('in-statement', { backoff: BACKOFF, run: eachJob(async (job) => void seen.push(job.payload)) });
    await database.db.execute(sql`
      with changed as (select 42 as id)
      ${insertWorkSql(sql`select 'in-statement', json_build_object('bookingId', id), null::text from changed`, now())}`);
    await queue.drain();
    expect(seen).toEqual([{ bookingId: 42 }]);
  });

  it('lets another worker take over work whose lease ran out, and never runs leased work twice', async () => {
    const first = createWorkQueue({ db: database.db, now, log });
    const second = createWorkQueue({ db: database.db, now, log });
    const ranBy: string[] = [];
    let release: () => void = () => undefined;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    first.handle('slow', {
      backoff: BACKOFF,
      leaseMs: 60_000,
      run: eachJob(async () => {
        ranBy.push('first');
        await stuck;
      }),
    });
    second.handle('slow', { backoff: BACKOFF, leaseMs: 60_000, run: eachJob(async () => void ranBy.push('second')) });
    await first.enqueue([{ kind: 'slow', payload: {} }]);
    const firstRun = first.drain();
    while (ranBy.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    // Leased by the first worker: the second finds nothing.
    expect(await second.drain()).toBe(0);
    // The first worker died (its lease ran out): the second takes the work over.
    clock = new Date(clock.getTime() + 61_000);
    expect(await second.drain()).toBe(1);
    expect(ranBy).toEqual(['first', 'second']);
    // The first worker's late finish changes nothing.
    release();
    await firstRun;
    expect(await first.repository.depth()).toEqual([]);
  });

  it('two workers draining at once run each piece of work once', async () => {
    const runs = new Map<number, number>();
    const workers = [0, 1].map(() => {
      const queue = createWorkQueue({ db: database.db, now, log });
      queue.handle('once', {
        backoff: BACKOFF,
        batch: 5,
        run: eachJob(async (job) => {
          const n = Number(job.payload.n);
          runs.set(n, (runs.get(n) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 1));
        }),
      });
      return queue;
    });
    await workers[0]!.enqueue(Array.from({ length: 60 }, (_, n) => ({ kind: 'once', payload: { n } })));
    const [a, b] = await Promise.all(workers.map((w) => w.drain()));
    expect(a! + b!).toBe(60);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(60);
  });
});
