// A restart skips the migrator only when the newest migration is recorded;
// a new database, or one a migration behind, is migrated as before.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bothDrivers } from '../test-support/both-drivers.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { isSchemaCurrent, newestMigrationMillis } from './migration-state.js';

const rowsOf = (handle: DatabaseHandle) => async (text: string) =>
  (await handle.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] };

describe('a database without any migration', () => {
  const opened: DatabaseHandle[] = [];
  afterAll(async () => Promise.all(opened.map((handle) => handle.close())));

  it('is not current, and migrate() creates the whole schema', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    opened.push(handle);
    expect(await isSchemaCurrent(rowsOf(handle))).toBe(false);
    await handle.migrate();
    expect(await isSchemaCurrent(rowsOf(handle))).toBe(true);
    const tables = await rowsOf(handle)("select count(*)::int as n from pg_tables where schemaname = 'public' and tablename = 'bookings'");
    expect(tables.rows[0]?.n).toBe(1);
  });
});

describe.each(bothDrivers())('a migrated database on %s', (_driver, open) => {
  let handle: DatabaseHandle;
  afterAll(async () => handle?.close());

  it('is current until its newest migration is missing; then migrate() runs the migrator again', async () => {
    handle = await open();
    const query = rowsOf(handle);
    expect(await isSchemaCurrent(query)).toBe(true);
    // As if the database were made before the newest migration existed.
    await query(`delete from drizzle.__drizzle_migrations where created_at = ${newestMigrationMillis()}`);
    expect(await isSchemaCurrent(query)).toBe(false);
    // The migrator re-runs that migration: it either records it again, or fails
    // on statements already applied (ADD COLUMN). A skipped migrator does neither.
    const migratorRan = await handle.migrate().then(
      () => isSchemaCurrent(query),
      () => true,
    );
    expect(migratorRan).toBe(true);
  });
});
