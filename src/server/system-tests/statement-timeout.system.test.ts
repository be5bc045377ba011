// Nothing waits forever on PostgreSQL: a statement stuck behind a lock is
// cancelled after the statement timeout (a 503 to the client, see
// database-errors.ts), while start-up migrations may wait as long as another
// process needs to finish its own.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { users } from '../db/schema.js';
import { isDatabaseUnavailable } from '../db/database-errors.js';
import { insertSignedInClients } from './fixtures.js';
import { createSystemDatabase, type SystemDatabase } from './system-database.js';

const SHORT_TIMEOUT_MS = 300;
const MIGRATION_LOCK_ID = 7_294_611;

let database: SystemDatabase;
let handle: DatabaseHandle;
let other: pg.Client;

beforeAll(async () => {
  database = await createSystemDatabase();
  handle = await openDatabase({ kind: 'postgres', url: database.url }, { statementTimeoutMs: SHORT_TIMEOUT_MS });
  other = new pg.Client({ connectionString: database.url });
  await other.connect();
});

afterAll(async () => {
  await other?.end();
  await handle?.close();
  await database?.close();
});

describe('statement timeout on PostgreSQL', () => {
  it('cancels a statement stuck behind another transaction’s lock, as "unavailable", and the pool goes on working', async () => {
    const [user] = await insertSignedInClients(database.db, 1);
    await other.query('begin');
    await other.query('select id from users where id = $1 for update', [user!.id]);

    const stuck = handle.db.update(users).set({ bio: 'changed' }).where(eq(users.id, user!.id));
    const error = await stuck.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);

    await other.query('rollback');
    await handle.db.update(users).set({ bio: 'changed' }).where(eq(users.id, user!.id));
    const [row] = await handle.db.select({ bio: users.bio }).from(users).where(eq(users.id, user!.id));
    expect(row?.bio).toBe('changed');
  });

  it('lets migrations wait for another process’s migration longer than the statement timeout', async () => {
    await other.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const released = new Promise((resolve) => setTimeout(resolve, SHORT_TIMEOUT_MS * 3)).then(() =>
      other.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]),
    );
    await expect(handle.migrate()).resolves.toBeUndefined();
    await released;
    // The connection that migrated went back to the pool with the normal timeout.
    const settings = await Promise.all(Array.from({ length: 3 }, () => handle.db.execute('show statement_timeout')));
    for (const result of settings)
      expect((result as unknown as { rows: Array<{ statement_timeout: string }> }).rows[0]?.statement_timeout).toBe(
        `${SHORT_TIMEOUT_MS}ms`,
      );
  });
});
