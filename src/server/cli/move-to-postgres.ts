// `npm run db:move-to-postgres`: copies the embedded database in DATA_DIR into
// the empty PostgreSQL database at DATABASE_URL (move-to-postgres-core.ts).
// Stop the app first; afterwards start it with DATABASE_URL set.
import { existsSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { moveToPostgres } from './move-to-postgres-core.js';

async function main() {
  const config = loadConfig();
  const dataDir = process.env.DATA_DIR ?? './data';
  if (config.database.kind !== 'postgres') throw new Error('Set DATABASE_URL to the (empty) PostgreSQL database to move into.');
  if (!existsSync(dataDir)) throw new Error(`No embedded database at DATA_DIR=${dataDir}.`);
  const source = await openDatabase({ kind: 'pglite', dataDir }, { fromTemplate: false });
  await source.migrate();
  const target = await openDatabase(config.database);
  await target.migrate();
  const pool = (target.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    const report = await moveToPostgres((source.db as unknown as { $client: PGlite }).$client, client);
    for (const [table, count] of Object.entries(report)) if (count > 0) console.info(`${table}: ${count}`);
    console.info(`Moved ${Object.values(report).reduce((a, b) => a + b, 0)} rows from ${dataDir} to PostgreSQL.`);
  } finally {
    client.release();
    await target.close();
    await source.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
