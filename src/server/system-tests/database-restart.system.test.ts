// PostgreSQL goes down under steady load and comes back. The server must keep
// answering (503 with a clear message, never a hang or a crash), say it is not
// ready, recover by itself, and lose nothing it confirmed. Runs on a private
// cluster of its own: the machine's shared server is in use by other tests.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { bookings } from '../db/schema.js';
import { insertAlwaysOpenCoach, insertSignedInClients, openSlots, type SignedInClient } from './fixtures.js';
import { REQUEST_LIMIT_MS, bookingIdOf, messageOf, postBooking, request, type Answer } from './http-client.js';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres.js';
import { startServer, type ServerProcess } from './server-process.js';

const OUTAGE_MS = 3_000;
const BOOKINGS_EACH_SIDE = 5;
const RECOVERY_LIMIT_MS = 30_000;
const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

let cluster: PrivatePostgres;
let app: ServerProcess;
let database: DatabaseHandle;

beforeAll(async () => {
  cluster = await startPrivatePostgres();
  // Retried checkouts during the outage are not what the abuse limits are about.
  app = await startServer({ name: 'solo', databaseUrl: cluster.url, env: { RATE_LIMIT_SCALE: '1000' } });
  // The server has migrated the database; the test reads and writes fixtures through its own pool.
  database = await openDatabase({ kind: 'postgres', url: cluster.url });
});

afterAll(async () => {
  await app?.stop();
  await database?.close();
  await cluster?.destroy();
});

type Sample = Answer & { kind: 'read' | 'checkout'; bookingId?: number };

// Steady traffic until stop() is called: readers load a coach's calendar and
// the signed-in user; bookers pay for distinct slots, one client each.
function steadyLoad(coachIds: number[], slots: Array<{ coachId: number; startTime: string }>, clients: SignedInClient[]) {
  const samples: Sample[] = [];
  let running = true;
  let nextSlot = 0;
  const reader = async (n: number) => {
    while (running) {
      const coachId = coachIds[n % coachIds.length]!;
      const answer =
        n % 2 === 0
          ? await request(app.url, 'GET', `/api/coaches/${coachId}/availability`)
          : await request(app.url, 'GET', '/api/user', { cookie: clients[0]!.cookie });
      samples.push({ ...answer, kind: 'read' });
      n += 1;
    }
  };
  // A payment intent refused because the database is down keeps its slot and
  // client and tries again, so the load does not burn through its slots during the outage.
  const booker = async () => {
    while (running) {
      const index = nextSlot++;
      const slot = slots[index];
      const client = clients[index + 1];
      if (!slot || !client) throw new Error('the load ran out of slots or clients');
      let settled = false;
      while (running && !settled) {
        const intent = await request(app.url, 'POST', '/api/create-payment-intent', { cookie: client.cookie, json: slot });
        if (intent.status !== 200) {
          samples.push({ ...intent, kind: 'checkout' });
          settled = intent.status !== 503;
        } else {
          const paymentIntentId = (intent.body as { paymentIntentId: string }).paymentIntentId;
          const booked = await postBooking(app.url, client.cookie, { ...slot, paymentIntentId });
          samples.push({ ...booked, kind: 'checkout', bookingId: booked.status === 201 ? bookingIdOf(booked) : undefined });
          // Even a 503 here settles the slot: the booking may exist, and a retry would meet it (409).
          settled = true;
        }
        if (!settled) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const workers = Promise.all([reader(0), reader(1), reader(2), booker(), booker()]);
  return {
    samples,
    async stop() {
      running = false;
      await workers;
    },
  };
}

async function until(condition: () => boolean, limitMs: number, what: string) {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('PostgreSQL restarting under load', { timeout: 120_000 }, () => {
  it('answers 503 while the database is down, recovers by itself and loses nothing it confirmed', async () => {
    const coaches = await Promise.all([insertAlwaysOpenCoach(database.db), insertAlwaysOpenCoach(database.db)]);
    const slots = (
      await Promise.all(coaches.map(async (c) => (await openSlots(app.url, c.id)).map((startTime) => ({ coachId: c.id, startTime }))))
    )
      .flat()
      .slice(0, 400);
    const clients = await insertSignedInClients(database.db, slots.length + 1);
    const load = steadyLoad(
      coaches.map((c) => c.id),
      slots,
      clients,
    );
    const successes = (kind: Sample['kind'], after: number) =>
      load.samples.filter((s) => s.kind === kind && typeof s.status === 'number' && s.status < 300 && s.startedAt >= after).length;

    await until(() => successes('checkout', 0) >= BOOKINGS_EACH_SIDE, RECOVERY_LIMIT_MS, 'bookings before the outage');
    // A crash, not a polite shutdown: the server is gone at once and replays its log on start.
    await cluster.stop('immediate');
    const downAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    const readiness = await request(app.url, 'GET', '/readyz');
    const upAgainAt = Date.now();
    await cluster.start();
    const startedAt = Date.now();
    await until(() => successes('read', startedAt) > 0, RECOVERY_LIMIT_MS, 'the first successful answer after the restart');
    const recoveredAt = Math.min(
      ...load.samples
        .filter((s) => typeof s.status === 'number' && s.status < 300 && s.startedAt >= startedAt)
        .map((s) => s.startedAt + s.ms),
    );
    await until(() => successes('checkout', startedAt) >= BOOKINGS_EACH_SIDE, RECOVERY_LIMIT_MS, 'bookings after the restart');
    await load.stop();

    const { samples } = load;
    // The server answered every request, within the bounded wait, and is still running.
    expect(samples.filter((s) => typeof s.status !== 'number').map((s) => `${s.kind} ${s.status} after ${s.ms} ms`)).toEqual([]);
    expect(app.isRunning()).toBe(true);
    // Nothing but success or "briefly unavailable": no 500s, no misleading 4xx.
    expect(
      samples
        .filter((s) => s.status !== 200 && s.status !== 201 && s.status !== 503)
        .map((s) => `${s.kind} ${s.status} ${JSON.stringify(s.body)}`),
    ).toEqual([]);

    // While the database was down every request was told to try again.
    const duringOutage = samples.filter((s) => s.startedAt >= downAt && s.startedAt + s.ms <= upAgainAt);
    expect(duringOutage.length).toBeGreaterThan(0);
    expect(duringOutage.map((s) => [s.status, messageOf(s)])).toEqual(duringOutage.map(() => [503, UNAVAILABLE_MESSAGE]));
    expect(readiness.status).toBe(503);
    expect(readiness.body).toMatchObject({ status: 'unavailable' });
    expect((await request(app.url, 'GET', '/readyz')).status).toBe(200);

    // Every booking a client was told about survived the crash, paid.
    const confirmed = samples.filter((s) => s.bookingId !== undefined).map((s) => s.bookingId!);
    const stored = await database.db
      .select({ id: bookings.id, paymentStatus: bookings.paymentStatus })
      .from(bookings)
      .where(
        inArray(
          bookings.coachId,
          coaches.map((c) => c.id),
        ),
      );
    const storedById = new Map(stored.map((row) => [row.id, row.paymentStatus]));
    expect(confirmed.map((id) => [id, storedById.get(id)])).toEqual(confirmed.map((id) => [id, 'paid']));

    const outageLatencies = duringOutage.map((s) => s.ms);
    console.info(
      `[system] PostgreSQL restart: ${samples.length} requests; ${confirmed.length} bookings confirmed, all stored (${stored.length} bookings in the database, ` +
        `${stored.filter((row) => row.paymentStatus !== 'paid').length} of them unpaid from checkouts cut by the crash); ` +
        `${duringOutage.length} answered during the ${OUTAGE_MS / 1000} s outage, all 503, slowest ${Math.max(...outageLatencies)} ms (limit ${REQUEST_LIMIT_MS} ms); ` +
        `first success ${((recoveredAt - startedAt) / 1000).toFixed(2)} s after PostgreSQL accepted connections again`,
    );
  });
});
