// NOTIFY for messages between server processes (the live stream's fan-out,
// docs/decisions/0059-live-updates.md), sent after the change they announce
// has committed and never inside a request's own transaction.
//
// Why a connection of its own with synchronous_commit off: PostgreSQL lets
// notifying transactions commit one at a time, holding its lock through the
// commit's flush to disk (docs/decisions/0034-fast-checkout.md measured what
// that did to checkouts). A transaction that only notifies has nothing to
// make durable, so here its commit does not wait for the disk and the lock is
// held for microseconds; a batch of messages is one statement, and nothing
// else queues behind it on the pool.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

const NOTIFY_ALL = 'select pg_notify($1, payload) from unnest($2::text[]) as payload';

export type Notifier = {
  notify: (channel: string, payloads: readonly string[]) => Promise<void>;
  close: () => Promise<void>;
};

export function notifyOverPostgres(driver: typeof pg, url: string): Notifier {
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  function connection(): Promise<pg.Client> {
    if (connecting) return connecting;
    const client = new driver.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 10_000, query_timeout: 10_000 });
    const attempt = (async () => {
      // A broken connection is dropped; the next batch opens a new one.
      const forget = () => {
        if (connecting === attempt) connecting = null;
      };
      client.on('error', forget);
      client.on('end', forget);
      try {
        await client.connect();
        await client.query('set synchronous_commit = off');
      } catch (error) {
        forget();
        client.end().catch(() => {});
        throw error;
      }
      return client;
    })();
    connecting = attempt;
    return attempt;
  }

  return {
    async notify(channel, payloads) {
      if (closed || payloads.length === 0) return;
      const client = await connection();
      await client.query(NOTIFY_ALL, [channel, payloads]);
    },
    async close() {
      closed = true;
      const client = await connecting?.catch(() => undefined);
      connecting = null;
      await client?.end().catch(() => {});
    },
  };
}

// PGlite: one connection inside this process; a NOTIFY costs next to nothing.
export async function notifyOverPglite(client: PGlite, channel: string, payloads: readonly string[]): Promise<void> {
  for (const payload of payloads) await client.query('select pg_notify($1, $2)', [channel, payload]);
}
