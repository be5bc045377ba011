// A deploy without downtime (docs/operations.md, "Upgrades"): version N runs
// as two processes behind nginx under a booking load; the processes are rolled
// to version N+1 one at a time, the first N+1 process applying an expand
// migration while the other still runs N on the same database. Not one
// request may fail. The figures are printed for the record.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema.js';
import { insertAlwaysOpenCoach, insertSignedInClients } from '../fixtures.js';
import { percentile, startBookingLoad } from './booking-load.js';
import { startDeployment, type Deployment } from './deployment.js';
import { prepareNextRelease } from './next-release.js';
import { closeTlsAgents } from './tls-client.js';
import { inArray } from 'drizzle-orm';

const VIRTUAL_CLIENTS = 6;
// Load before, between and after the two restarts.
const SETTLE_MS = 2_000;

let d: Deployment;
let next: ReturnType<typeof prepareNextRelease>;
beforeAll(async () => {
  next = prepareNextRelease();
  // Every virtual client books dozens of times an hour: the abuse limits are relaxed, not off.
  d = await startDeployment({ processes: 2, portOffset: 10, env: { RATE_LIMIT_SCALE: '1000' } });
}, 120_000);
afterAll(async () => {
  closeTlsAgents();
  await d?.stop();
  next?.remove();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a rolling deploy', { timeout: 180_000 }, () => {
  it('rolls two processes to the next release, with an expand migration, under a booking load without one failed request', async () => {
    const db = d.database.db;
    const coaches = await Promise.all(Array.from({ length: VIRTUAL_CLIENTS }, () => insertAlwaysOpenCoach(db)));
    const clients = await insertSignedInClients(db, VIRTUAL_CLIENTS);
    const load = startBookingLoad(
      d.nginx,
      clients.map((client, i) => ({ cookie: `__Host-${client.cookie}`, coachId: coaches[i]!.id })),
    );

    await sleep(SETTLE_MS);
    const rollStartedAt = Date.now();
    for (const i of [0, 1]) {
      // As docs/operations.md (section 9) does: nginx stops sending it requests first,
      // then SIGTERM: the process finishes what it has (run-server.ts) and a new one starts.
      await d.nginx.takeOut([d.processes[i]!.port]);
      await d.processes[i]!.stop();
      await d.startProcess(i, { MIGRATIONS_DIR: next.migrationsDir });
      await d.nginx.takeOut([]);
      await sleep(SETTLE_MS);
    }
    const rollEndedAt = Date.now();
    await sleep(SETTLE_MS);
    await load.stop();

    const failed = load.samples.filter((s) => typeof s.status !== 'number' || s.status < 200 || s.status >= 300);
    const during = load.samples.filter((s) => s.startedAt >= rollStartedAt && s.startedAt <= rollEndedAt);
    const figures = {
      requests: load.samples.length,
      failures: failed.length,
      bookings: load.bookingIds.length,
      rollSeconds: (rollEndedAt - rollStartedAt) / 1000,
      requestsDuringRoll: during.length,
      p50MsDuringRoll: percentile(
        during.map((s) => s.ms),
        50,
      ),
      p99MsDuringRoll: percentile(
        during.map((s) => s.ms),
        99,
      ),
      maxMsDuringRoll: Math.max(...during.map((s) => s.ms)),
    };
    console.info(`rolling deploy: ${JSON.stringify(figures)}`);
    const logs = d.processes.map((p) => `${p.name}:\n${p.output()}`).join('\n') + `\nnginx:\n${d.nginx.output()}`;
    expect(failed.map((s) => `${s.method} ${s.route} ${s.status} ${s.detail ?? ''}`).slice(0, 20), logs).toEqual([]);
    // Load enough that a gap would have shown: both restarts saw bookings.
    expect(during.filter((s) => s.route === '/api/bookings').length).toBeGreaterThan(10);

    // The expand step ran, once, and the new release's processes serve on it.
    const columns = (await db.execute(
      sql`select column_name from information_schema.columns where table_name = 'bookings' and column_name = 'booked_through'`,
    )) as unknown as { rows: unknown[] };
    expect(columns.rows).toHaveLength(1);
    // Every booking the clients were told about exists, paid, once.
    const stored = await db
      .select({ id: bookings.id, paymentStatus: bookings.paymentStatus })
      .from(bookings)
      .where(inArray(bookings.id, load.bookingIds));
    expect(stored.map((b) => b.paymentStatus)).toEqual(load.bookingIds.map(() => 'paid'));
  });
});
