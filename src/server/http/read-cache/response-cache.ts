// The per-process store of finished public answers, and the rule that keeps
// it correct across processes: every committed change to the tables those
// answers come from is announced (NOTIFY, migration 0008_public_read_cache)
// and bumps a generation counter that empties the store. An answer computed
// while the generation changed may have read the data before that commit, so
// it is sent but not kept. While the notifier is down, changes can go unseen:
// the store is bypassed entirely until it is back (and bumps the generation
// again, for what it may have missed). Before answering, a request waits until
// the notifier has caught up with every commit made before it arrived, so a
// write (through any process, or psql) is on the very next read.
import type { Listener, ListenHandlers } from '../../db/listen.js';

export type CachedResponse = {
  statusCode: number;
  // Exactly as the uncached answer carried them, without Date, Content-Length
  // (Fastify sets both on every answer) and Set-Cookie (never shared).
  headers: Record<string, string | number | string[]>;
  // Serialised and, when the client accepted it, already compressed.
  body: Buffer;
  // An answer that also depends on what NOTIFY does not announce (open time,
  // the clock): checked before each reuse; false drops it.
  stillValid?: () => Promise<boolean>;
};

// Whoever announces changes: DatabaseHandle.listen in the app, a fake in tests.
export type ChangeNotifier = (handlers: ListenHandlers) => Listener;

// The generation an answer started in; null when the cache is bypassed.
export type CacheTicket = number | null;

export type ResponseCache = ReturnType<typeof createResponseCache>;

// Room for every coach's profile, first reviews page, calendar and public page
// plus the directory's common pages at a couple of kilobytes each
// (compressed), for a thousand coaches: about ten megabytes.
const DEFAULT_MAX_ENTRIES = 6_000;

export function createResponseCache({ notifier, maxEntries = DEFAULT_MAX_ENTRIES }: { notifier: ChangeNotifier; maxEntries?: number }) {
  // Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, CachedResponse>();
  let generation = 0;
  let listening = false;

  function invalidate() {
    generation += 1;
    entries.clear();
  }

  const listener = notifier({
    onNotification: invalidate,
    onListening: () => {
      invalidate();
      listening = true;
    },
    onLost: () => {
      listening = false;
      invalidate();
    },
  });

  return {
    // Tests: drop everything, as a notification would.
    invalidate,

    // Whether the cache may be used for a request that arrived just now:
    // listening, and every change committed so far has been announced.
    async usable(): Promise<boolean> {
      if (!listening) return false;
      try {
        await listener.caughtUp();
      } catch {
        return false;
      }
      return listening;
    },

    lookup(key: string): CachedResponse | undefined {
      if (!listening) return undefined;
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },

    // The answer held under this key, without counting it as used: the
    // caller still has to wait for usable() and look it up.
    peek(key: string): CachedResponse | undefined {
      return listening ? entries.get(key) : undefined;
    },

    drop(key: string): void {
      entries.delete(key);
    },

    // Taken before the answer reads anything from the database.
    begin(): CacheTicket {
      return listening ? generation : null;
    },

    // Keeps the answer only if nothing changed since begin(). Returns whether it did.
    store(key: string, ticket: CacheTicket, response: CachedResponse): boolean {
      if (ticket === null || !listening || ticket !== generation) return false;
      entries.delete(key);
      entries.set(key, response);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return true;
    },

    get generation() {
      return generation;
    },
    get listening() {
      return listening;
    },
    get size() {
      return entries.size;
    },
    close: () => listener.stop(),
  };
}
