// One Drizzle database over either embedded PGlite (default, no server needed)
// or PostgreSQL through node-postgres (DATABASE_URL). Both run the same SQL,
// the same migrations and the same constraints.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { AppConfig } from '../config.js';
import { migrationsDir } from '../paths.js';
import { listenOverPglite, listenOverPostgres, type Listener, type ListenHandlers } from './listen.js';
import { notifyOverPglite, notifyOverPostgres } from './notify.js';
import { isSchemaCurrent } from './migration-state.js';
import { copyPgliteTemplate } from './pglite-template.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  // LISTEN on a channel (NOTIFY from any process, delivered at commit); see listen.ts.
  listen: (channel: string, handlers: ListenHandlers) => Listener;
  // NOTIFY each payload on a channel, outside any transaction of the caller (see notify.ts).
  notify: (channel: string, payloads: readonly string[]) => Promise<void>;
  close: () => Promise<void>;
  // PostgreSQL only: the connection pool right now, for the metrics.
  poolStats?: () => PoolStats;
};

export type PoolStats = { max: number; total: number; idle: number; waiting: number };

// PostgreSQL's default shared_buffers (128 MB) is set up at every start of the
// embedded database; 16 MB holds this app's data several times over and starts
// faster (docs/decisions/0036-start-up.md). Reads past it come from the OS cache.
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

// Connections per server process: with N processes PostgreSQL needs N x this
// (plus the LISTEN connections) within its max_connections (docs/operations.md).
const POOL_MAX = 10;
// Any fixed number works; it only has to be the same in every process.
const MIGRATION_LOCK_ID = 7_294_611;
// The longest any one SQL statement of a request may run (PostgreSQL only).
export const STATEMENT_TIMEOUT_MS = 15_000;

export type DatabaseOptions = {
  // PostgreSQL only; STATEMENT_TIMEOUT_MS unless a test needs a shorter one.
  statementTimeoutMs?: number;
  // PGlite only: whether a new data folder starts as a copy of the build's
  // migrated template (default), or runs PGlite's initdb (making the template).
  fromTemplate?: boolean;
};

// Async because node-postgres and its Drizzle driver are imported only when
// DATABASE_URL asks for them: the embedded database's start-up skips them.
export async function openDatabase(config: AppConfig['database'], options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  return config.kind === 'postgres' ? openPostgres(config.url, options) : openPglite(config.dataDir, options.fromTemplate ?? true);
}

function openPglite(dataDir: string | null, fromTemplate: boolean): DatabaseHandle {
  // A new folder starts as a copy of the migrated template made by the build (pglite-template.ts).
  if (dataDir && !(fromTemplate && copyPgliteTemplate(dataDir))) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir: dataDir ?? undefined, extensions: { btree_gist }, startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // PGlite lives inside this process, so nobody else can migrate concurrently.
    migrate: async () => {
      if (await isSchemaCurrent((text) => client.query(text))) return;
      await migratePglite(db as never, { migrationsFolder: migrationsDir });
    },
    ping: async () => {
      await client.query('select 1');
    },
    listen: (channel, handlers) => listenOverPglite(client, channel, handlers),
    notify: (channel, payloads) => notifyOverPglite(client, channel, payloads),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    // How long a request may queue for a free connection under load. A server
    // that is down refuses at once (ECONNREFUSED -> 503), so this only governs
    // bursts; 5 s proved too short for 24 simultaneous checkouts on a busy CI box.
    connectionTimeoutMillis: 15_000,
    idleTimeoutMillis: 30_000,
    // No statement waits longer than this (a lock held by a stuck transaction,
    // a runaway query): the request gets a 503 and the connection stays usable.
    // A client-side read timeout would not be safe here: node-postgres would
    // hand the connection back to the pool mid-transaction.
    statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
  });
  // A dropped connection must not crash the process; the next query reconnects.
  // The pool only listens on idle clients, so a client that is checked out
  // (inside a transaction, holding the migration lock) when PostgreSQL goes
  // away would emit an unhandled 'error' and end the process. Its pending
  // query fails (-> 503) and the pool discards it on release.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const notifier = notifyOverPostgres(pg, url);
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      if (await isSchemaCurrent((text) => pool.query(text))) return;
      // Several server processes may start at once: one migrates, the others wait.
      const lockClient = await pool.connect();
      try {
        // Waiting for another process's migration, or building an index on a
        // big table, may take longer than a request's statement may.
        await lockClient.query('set statement_timeout = 0');
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder: migrationsDir });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        await lockClient.query('reset statement_timeout').catch(() => {});
        lockClient.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, handlers) => listenOverPostgres(url, channel, handlers),
    notify: (channel, payloads) => notifier.notify(channel, payloads),
    close: async () => {
      await notifier.close();
      await pool.end();
    },
    poolStats: () => ({ max: POOL_MAX, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
