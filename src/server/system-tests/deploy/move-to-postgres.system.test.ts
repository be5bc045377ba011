// Starting small and moving on (docs/operations.md, "Starting small"): the demo
// data in the embedded database moved into an empty PostgreSQL database with
// the move command's core, row for row, and the app on PostgreSQL working with
// it: the demo users sign in with their passwords, and new rows get new ids.
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { moveToPostgres } from '../../cli/move-to-postgres-core.js';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client.js';
import { createScratchDatabase } from '../../db/scratch-database.js';
import { seedDemoData } from '../../db/seed/demo.js';
import { createTestApp } from '../../test-support/test-app.js';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// Every row of a table, as one fingerprint.
async function fingerprint(db: Database, table: string): Promise<{ rows: number; md5: string | null }> {
  const result = (await db.execute(
    sql.raw(`select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as md5 from "${table}" t`),
  )) as unknown as { rows: Array<{ rows: number; md5: string | null }> };
  return result.rows[0]!;
}

describe('moving the embedded database to PostgreSQL', { timeout: 180_000 }, () => {
  it('copies every demo row, and the app on PostgreSQL signs the demo users in and adds new rows', async () => {
    const source: DatabaseHandle = await openDatabase({ kind: 'pglite', dataDir: null });
    cleanups.push(() => source.close());
    await source.migrate();
    await seedDemoData(source.db);

    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'move');
    cleanups.push(() => scratch.drop());
    const target = await openDatabase({ kind: 'postgres', url: scratch.url });
    cleanups.push(() => target.close());
    await target.migrate();
    const client = await (target.db as unknown as { $client: pg.Pool }).$client.connect();
    const report = await moveToPostgres((source.db as unknown as { $client: PGlite }).$client, client).finally(() => client.release());

    expect(report['users']).toBeGreaterThan(3);
    expect(report['bookings']).toBeGreaterThan(0);
    for (const table of Object.keys(report)) {
      expect({ table, ...(await fingerprint(target.db, table)) }).toEqual({ table, ...(await fingerprint(source.db, table)) });
    }

    // A second move into the now-full database is refused, and changes nothing.
    const again = await (target.db as unknown as { $client: pg.Pool }).$client.connect();
    await expect(
      moveToPostgres((source.db as unknown as { $client: PGlite }).$client, again).finally(() => again.release()),
    ).rejects.toThrow(/empty database only/);

    const t = await createTestApp({ database: target, leakAudit: false });
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'maya', password: 'stillpoint-demo' } });
    expect(login.statusCode, login.body).toBe(200);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: 'newcomer',
        email: 'newcomer@example.com',
        password: 'still-waters-42',
        firstName: 'New',
        lastName: 'Comer',
        role: 'client',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().id ?? registered.json().user?.id).toBeGreaterThan(report['users']!);
  });
});
