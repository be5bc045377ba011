// Whether a database already has every migration of src/server/db/migrations,
// read from the table where Drizzle's migrator records each one it applied
// (created_at = the journal's "when" of that migration). A restart on a current
// schema then costs this one query instead of the migrator's schema and table
// checks, file hashing and empty transaction (docs/decisions/0036-start-up.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir } from '../paths.js';

type Journal = { entries: { when: number }[] };

// The "when" of the newest migration in the journal drizzle-kit writes.
export function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as Journal;
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

export type RowsQuery = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

export async function isSchemaCurrent(query: RowsQuery): Promise<boolean> {
  let latest: unknown;
  try {
    const { rows } = await query('select max(created_at)::text as latest from drizzle.__drizzle_migrations');
    latest = rows[0]?.latest;
  } catch {
    // No bookkeeping table yet (a new database), or the database cannot be
    // reached: the migrator then runs and reports any real problem itself.
    return false;
  }
  return typeof latest === 'string' && Number(latest) >= newestMigrationMillis();
}
