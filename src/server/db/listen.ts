// LISTEN on one channel, for caches that must drop what they hold when
// another process commits a change (src/server/http/read-cache). The caller
// learns three things: a notification arrived, the channel is listened to
// (again), and it no longer is. Between "lost" and "listening" notifications
// may be missed, so a cache must not trust anything it held across that gap.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export type ListenHandlers = {
  // The payload is the NOTIFY's text ('' when it had none).
  onNotification: (payload: string) => void;
  // LISTEN is in place; notifications from here on are delivered.
  onListening: () => void;
  // The connection is gone; notifications may be missed until onListening.
  onLost: () => void;
};

export type Listener = {
  // Resolves once every notification of a transaction that committed before
  // this call has been handed to onNotification; rejects when not listening.
  caughtUp: () => Promise<void>;
  // Stops listening and closes the dedicated connection, if any.
  stop: () => Promise<void>;
};

export type PostgresListenOptions = {
  retryMinMs?: number;
  retryMaxMs?: number;
  // A connection that died without a word (a dropped network path, no FIN)
  // would keep us "listening" to nothing; a ping this often notices it.
  pingIntervalMs?: number;
};

// PostgreSQL: a dedicated connection outside the pool (a pooled one is handed
// to other queries and LISTEN belongs to the session). Reconnects with
// exponential backoff for as long as the process runs.
export function listenOverPostgres(url: string, channel: string, handlers: ListenHandlers, options: PostgresListenOptions = {}): Listener {
  const retryMinMs = options.retryMinMs ?? 250;
  const retryMaxMs = options.retryMaxMs ?? 10_000;
  const pingIntervalMs = options.pingIntervalMs ?? 15_000;
  let stopped = false;
  let current: pg.Client | null = null;
  let listening: pg.Client | null = null;
  let roundTrip: Promise<void> | null = null;
  let afterRoundTrip: Promise<void> | null = null;
  let retryDelay = retryMinMs;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;

  function lost(client: pg.Client) {
    if (current !== client) return;
    current = null;
    listening = null;
    clearInterval(pingTimer);
    handlers.onLost();
    client.end().catch(() => {});
    if (stopped) return;
    retryTimer = setTimeout(() => void connect(), retryDelay);
    retryTimer.unref();
    retryDelay = Math.min(retryDelay * 2, retryMaxMs);
  }

  async function connect() {
    if (stopped) return;
    // Imported here so a server on the embedded database never loads node-postgres
    // (openDatabase has loaded it already on the PostgreSQL path).
    const { Client } = (await import('pg')).default;
    if (stopped) return;
    const client = new Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 10_000, query_timeout: 10_000 });
    current = client;
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch {
      lost(client);
      return;
    }
    if (current !== client) return;
    retryDelay = retryMinMs;
    listening = client;
    pingTimer = setInterval(() => {
      client.query('select 1').catch(() => lost(client));
    }, pingIntervalMs);
    pingTimer.unref();
    handlers.onListening();
  }

  // A commit signals every listening backend before it is acknowledged, and a
  // backend sends what it was signalled about before it answers its next
  // query. So once a query on the LISTEN connection, sent after the commit,
  // has been answered, that commit's notification has been handled. Callers
  // share round trips: one sent before a caller arrived may predate its
  // commit, so that caller waits for the next one.
  function caughtUp(): Promise<void> {
    const client = listening;
    if (!client) return Promise.reject(new Error(`not listening on ${channel}`));
    if (roundTrip) {
      afterRoundTrip ??= roundTrip.then(settle, settle).then(() => {
        afterRoundTrip = null;
        return caughtUp();
      });
      return afterRoundTrip;
    }
    const trip = client.query('select 1').then(() => undefined);
    roundTrip = trip;
    const done = () => {
      if (roundTrip === trip) roundTrip = null;
    };
    trip.then(done, done);
    return trip;
  }

  void connect();
  return {
    caughtUp,
    stop: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      const client = current;
      current = null;
      listening = null;
      if (client) {
        handlers.onLost();
        await client.end().catch(() => {});
      }
    },
  };
}

function settle() {}

// PGlite: one process, one connection; notifications are delivered when the
// committing statement returns, so nothing can be missed.
export function listenOverPglite(client: PGlite, channel: string, handlers: ListenHandlers): Listener {
  const unlisten = client
    .listen(channel, (payload) => handlers.onNotification(payload))
    .then(
      (stop) => {
        handlers.onListening();
        return stop;
      },
      () => undefined,
    );
  return {
    caughtUp: async () => {},
    stop: async () => {
      handlers.onLost();
      const stop = await unlisten;
      // The database may already be closed at shutdown; nothing left to stop then.
      await stop?.().catch(() => {});
    },
  };
}
