// Query plans of the hot paths at benchmark scale: seeds a fresh PostgreSQL
// database like `npm run bench`, sends each hot request through the real app
// once, captures every statement it runs (the Drizzle query hook) and prints
// EXPLAIN ANALYZE for the reads and EXPLAIN for the writes (not executed twice).
// A "Seq Scan" on a large table in a hot query is what to look for.
//
// Run: npx tsx bench/explain.ts            (BENCH_DATABASE_URL / TEST_DATABASE_URL as for the bench)
//      BENCH_ONLY=coaches npx tsx bench/explain.ts   only requests whose label contains the text
//      BENCH_KEEP_DATABASE=1 ...            keep the database (its URL is printed) to explore by hand
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase, type Database } from '../src/server/db/client.js';
import * as schema from '../src/server/db/schema.js';
import { benchServerUrl, createBenchDatabase } from './api/bench-database.js';
import { prepareBenchDatabase } from './api/prepare.js';
import { BENCH_PASSWORD } from './api/seed-large.js';

type Captured = { query: string; params: unknown[] };

const log = (line: string) => console.info(line);

async function main() {
  const database = await createBenchDatabase(benchServerUrl());
  const keep = process.env.BENCH_KEEP_DATABASE === '1';
  try {
    const { clients, pool, listedCoachIds } = await prepareBenchDatabase(database, log, false);
    let captured: Captured[] = [];
    const handle = await openDatabase({ kind: 'postgres', url: database.url });
    // The same pool with Drizzle's query logger on, as the query-count tests do.
    const logger = { logQuery: (query: string, params: unknown[]) => void captured.push({ query, params }) };
    const db = drizzle({ client: (handle.db as unknown as { $client: pg.Pool }).$client, schema, logger }) as unknown as Database;
    // Production requires the CalDAV credentials' key; a throw-away one serves, no calendar is connected.
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_SCALE: '1000000',
      CALDAV_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
    const app = await buildApp({ config, database: { ...handle, db }, logger: false });
    await app.ready();
    const explainer = new pg.Client({ connectionString: database.url });
    await explainer.connect();

    const coachId = listedCoachIds[Math.floor(listedCoachIds.length / 2)] ?? 1;
    const slot = pool[0];
    const client = clients[0];
    if (!slot || !client) throw new Error('no bench fixtures');
    const writeHeaders = { 'sec-fetch-site': 'same-origin' };
    const requests: Array<{ label: string; method: 'GET' | 'POST'; url: string; cookie?: string; payload?: object }> = [
      { label: 'coaches list', method: 'GET', url: '/api/coaches' },
      {
        label: 'coaches search + filters',
        method: 'GET',
        url: '/api/coaches?q=an&specialty=sleep%20%26%20restoration&price=50-100&availability=this-week&tz=Europe%2FBerlin',
      },
      { label: 'coaches page 40', method: 'GET', url: '/api/coaches?page=40' },
      { label: 'coach profile', method: 'GET', url: `/api/coaches/${coachId}` },
      { label: 'coach reviews', method: 'GET', url: `/api/coaches/${coachId}/reviews` },
      { label: 'coach availability', method: 'GET', url: `/api/coaches/${coachId}/availability` },
      { label: 'specializations', method: 'GET', url: '/api/specializations' },
      { label: 'session lookup (current user)', method: 'GET', url: '/api/user', cookie: client.cookie },
      { label: 'client bookings', method: 'GET', url: '/api/user/bookings', cookie: slot.client.cookie },
      {
        label: 'booking creation',
        method: 'POST',
        url: '/api/bookings',
        cookie: slot.client.cookie,
        payload: {
          coachId: slot.coachId,
          startTime: slot.startTime,
          paymentIntentId: slot.paymentIntentId,
          card: { number: '4242424242424242', expiry: '12/39', cvc: '123' },
          idempotencyKey: 'explain-booking-1',
        },
      },
      { label: 'login', method: 'POST', url: '/api/login', payload: { username: client.username, password: BENCH_PASSWORD } },
    ];
    const only = process.env.BENCH_ONLY;
    for (const request of requests.filter((r) => !only || r.label.includes(only))) {
      captured = [];
      const response = await app.inject({
        method: request.method,
        url: request.url,
        headers: { ...(request.method === 'POST' ? writeHeaders : {}), ...(request.cookie ? { cookie: request.cookie } : {}) },
        payload: request.payload,
      });
      const statements = captured;
      log(`\n=== ${request.label}: ${request.method} ${request.url} -> ${response.statusCode}, ${statements.length} statements`);
      for (const [i, { query, params }] of statements.entries()) {
        const isRead = /^\s*(select|with)\b/i.test(query);
        log(`\n-- [${i + 1}] ${query.length > 300 ? `${query.slice(0, 300)}...` : query}`);
        if (/^\s*(begin|commit|rollback|savepoint|release)/i.test(query)) continue;
        try {
          const plan = await explainer.query(`explain ${isRead ? '(analyze, costs off, summary on)' : '(costs off)'} ${query}`, params);
          for (const row of plan.rows as Array<{ 'QUERY PLAN': string }>) log(`   ${row['QUERY PLAN']}`);
        } catch (error) {
          log(`   (no plan: ${(error as Error).message})`);
        }
      }
    }
    await explainer.end();
    await app.close();
    await handle.close();
    if (keep) log(`\nKept ${database.url}`);
  } finally {
    if (!keep) await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
