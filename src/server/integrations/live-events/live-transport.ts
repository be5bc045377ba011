// How live messages reach every server process: PostgreSQL's LISTEN/NOTIFY
// (the database every process shares already), or Redis pub/sub when
// REDIS_URL is set. Both deliver one channel's messages to every listener in
// the order they were sent, which the streams' replay relies on
// (docs/decisions/0059-live-updates.md).
import type { DatabaseHandle } from '../../db/client.js';

export type TransportHandlers = {
  onPayload: (payload: string) => void;
  // From here on every message sent is delivered.
  onListening: () => void;
  // Messages may be missed until the next onListening.
  onLost: () => void;
};

export type LiveTransport = {
  send: (payloads: readonly string[]) => Promise<void>;
  listen: (handlers: TransportHandlers) => void;
  close: () => Promise<void>;
};

// PostgreSQL's limit on a NOTIFY payload is 8,000 bytes; a live message is a few dozen.
export const LIVE_CHANNEL = 'live_events';

export function databaseTransport(database: Pick<DatabaseHandle, 'listen' | 'notify'>): LiveTransport {
  let listener: ReturnType<DatabaseHandle['listen']> | undefined;
  return {
    send: (payloads) => database.notify(LIVE_CHANNEL, payloads),
    listen(handlers) {
      listener = database.listen(LIVE_CHANNEL, {
        onNotification: handlers.onPayload,
        onListening: handlers.onListening,
        onLost: handlers.onLost,
      });
    },
    close: async () => listener?.stop(),
  };
}
