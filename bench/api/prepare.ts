// Migrates and seeds a bench database, signs clients in and fills the
// booking pool; shared by the load (run.ts) and the query plans (explain.ts).
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client.js';
import type { BenchDatabase } from './bench-database.js';
import { createBookingPool, createClientSessions, createSeriesPool, grantPoolCredits } from './load-fixtures.js';
import { COUNTS, seedLargeDataSet } from './seed-large.js';
import { createProgramPool } from './program-fixtures.js';

const BOOKING_POOL_SIZE = 20_000;
// Slots booked with a package credit (the booking-credit scenario), after the card pool's.
const CREDIT_POOL_SIZE = 10_000;
const SESSION_CLIENTS = 1_000;
// 12-session series for the booking-series scenario (BENCH_ONLY names it, or all scenarios run).
const SERIES_POOL_SIZE = 3_000;
// Published workshops of 50 seats each: the public list shows the first 200; their seats are the seat scenario's pool.
const PROGRAM_COUNT = 240;

export async function prepareBenchDatabase(database: BenchDatabase, log: (line: string) => void, withSeries = true) {
  const handle = await openDatabase({ kind: 'postgres', url: database.url });
  await handle.migrate();
  await handle.close();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    log(
      `Seeding ${COUNTS.coaches} coaches, ${COUNTS.clients} clients, ${COUNTS.coaches * COUNTS.bookingsPerCoach} bookings, ${COUNTS.reviews} reviews...`,
    );
    await seedLargeDataSet(client, log);
    const clients = await createClientSessions(client, SESSION_CLIENTS);
    const slots = await createBookingPool(client, clients, BOOKING_POOL_SIZE + CREDIT_POOL_SIZE);
    const pool = slots.slice(0, BOOKING_POOL_SIZE);
    const creditPool = slots.slice(BOOKING_POOL_SIZE);
    await grantPoolCredits(client, creditPool);
    const seriesPool = withSeries ? await createSeriesPool(client, clients, SERIES_POOL_SIZE, slots) : [];
    if (withSeries) log(`  ${seriesPool.length} weekly series of 12 open sessions, with 12 credits each`);
    const seatPool = await createProgramPool(client, clients, PROGRAM_COUNT);
    log(`  ${PROGRAM_COUNT} published workshops and ${seatPool.length} seats with payment intents to buy in them`);
    log(
      `  ${clients.length} signed-in clients, ${pool.length} open slots with payment intents and ${creditPool.length} with package credits for the booking load`,
    );
    // As autovacuum would have done on a live database of this size.
    await client.query('vacuum analyze');
    const { rows } = await client.query<{ id: number }>(
      `select cp.id from coach_profiles cp join users u on u.id = cp.user_id where u.is_active and cp.accepted_terms and cp.listing_status = 'approved' order by cp.id`,
    );
    return { clients, pool, creditPool, seriesPool, seatPool, listedCoachIds: rows.map((r) => r.id) };
  } finally {
    await client.end();
  }
}
