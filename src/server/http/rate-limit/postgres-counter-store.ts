// Counters in the rate_limit_counters table, shared by every server process on
// the same database. One statement per hit: the upsert takes the row lock, so
// concurrent hits from any number of processes are counted exactly (read
// committed is enough; no read-then-write race).
import { lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema.js';
import type { CounterStore } from './counter-store.js';

export function createPostgresCounterStore(db: Database): CounterStore {
  const table = rateLimitCounters;
  return {
    async hit(key, windowMs, now) {
      const at = sql`${now.toISOString()}::timestamptz`;
      const windowEnded = sql`${table.resetAt} <= ${at}`;
      const [row] = await db
        .insert(table)
        .values({ key, count: 1, resetAt: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: table.key,
          set: {
            count: sql`CASE WHEN ${windowEnded} THEN 1 ELSE ${table.count} + 1 END`,
            resetAt: sql`CASE WHEN ${windowEnded} THEN excluded.reset_at ELSE ${table.resetAt} END`,
          },
        })
        .returning({ count: table.count, resetAt: table.resetAt });
      if (!row) throw new Error('rate limit upsert returned no row');
      return row;
    },

    async deleteExpired(now) {
      const deleted = await db.delete(table).where(lte(table.resetAt, now)).returning({ key: table.key });
      return deleted.length;
    },

    // The database handle belongs to the app's owner, who closes it.
    close: async () => {},
  };
}
