// How many pieces of work per second the one work queue
// (docs/decisions/0087-one-work-queue.md) runs, on embedded PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL: queue N pieces (one statement each, as a
// request queues its own), then let one worker drain them (batches of 20 and
// of 100), and two workers side by side on PostgreSQL. The work itself does
// nothing, so this is the queue's own cost: claim, lease and finish.
// Run: npx tsx bench/work-queue.ts [N]
import pino from 'pino';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client.js';
import { createScratchDatabase } from '../src/server/db/scratch-database.js';
import { createWorkQueue, eachJob } from '../src/server/integrations/work-queue/work-queue.js';

const N = Number(process.argv[2] ?? 2000);
const log = pino({ level: 'silent' });
const BACKOFF = { firstMs: 1_000, longestMs: 60_000 };

async function measure(database: DatabaseHandle, batch: number, workers: number) {
  const queues = Array.from({ length: workers }, () => {
    const queue = createWorkQueue({ db: database.db, now: () => new Date(), log });
    queue.handle('bench', { backoff: BACKOFF, batch, run: eachJob(async () => undefined) });
    return queue;
  });
  const queuedAt = performance.now();
  for (let i = 0; i < N; i++) await queues[0]!.enqueue([{ kind: 'bench', payload: { i } }]);
  const queuedSeconds = (performance.now() - queuedAt) / 1000;
  const drainAt = performance.now();
  const done = (await Promise.all(queues.map((q) => q.drain()))).reduce((a, b) => a + b, 0);
  const drainSeconds = (performance.now() - drainAt) / 1000;
  if (done !== N) throw new Error(`ran ${done} of ${N}`);
  return { enqueuePerSecond: Math.round(N / queuedSeconds), runPerSecond: Math.round(N / drainSeconds) };
}

async function report(name: string, database: DatabaseHandle, workerCounts: number[]) {
  for (const batch of [20, 100])
    for (const workers of workerCounts) {
      const r = await measure(database, batch, workers);
      console.info(`${name}\tbatch ${batch}\tworkers ${workers}\tqueued ${r.enqueuePerSecond}/s\tran ${r.runPerSecond}/s`);
    }
}

const pglite = await openDatabase({ kind: 'pglite', dataDir: null });
await pglite.migrate();
await report('pglite', pglite, [1]);
await pglite.close();

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const scratch = await createScratchDatabase(serverUrl, 'bench');
  const postgres = await openDatabase({ kind: 'postgres', url: scratch.url });
  await postgres.migrate();
  await report('postgres', postgres, [1, 2]);
  await postgres.close();
  await scratch.drop();
}
