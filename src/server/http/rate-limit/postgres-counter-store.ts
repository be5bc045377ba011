// Counters in the rate_limit_counters table, shared by every server process on
// the same database. The upsert takes the row lock, so concurrent hits from any
// number of processes are counted exactly (read committed is enough; no
// read-then-write race). Hits that arrive together go as one
// statement (src/server/db/turn-batch.ts): each key once, with its number of
// hits, and the keys in order, so two processes' batches lock the rows they
// share in the same order and never deadlock.
import { lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { prepareSql } from '../../db/prepared-sql.js';
import { turnBatch } from '../../db/turn-batch.js';
import { rateLimitCounters } from '../../db/schema.js';
import type { CounterHit, CounterStore } from './counter-store.js';

type Hit = { key: string; windowMs: number; now: Date };

// A lone surrogate half would fail the JSON below; as a text parameter it used to become U+FFFD, as it does here.
const wellFormed = (key: string) => key.replace(/\p{Surrogate}/gu, '\uFFFD');

// hits: [{ key, n, at, resetAt }]. A key whose window ended at `at` starts again
// with its n hits, else they are added; returns each key's count after them.
const upsertHits = sql`
  with hits as (
    select * from json_to_recordset(${sql.placeholder('hits')}::json) as h(key text, n int, at timestamptz, "resetAt" timestamptz)
  )
  insert into rate_limit_counters as c (key, count, reset_at)
  select key, n, "resetAt" from hits order by key
  on conflict (key) do update set
    count = case when c.reset_at <= (select at from hits where hits.key = excluded.key) then excluded.count else c.count + excluded.count end,
    reset_at = case when c.reset_at <= (select at from hits where hits.key = excluded.key) then excluded.reset_at else c.reset_at end
  returning key, count, (extract(epoch from reset_at) * 1000)::float8 as reset_ms
`;

export function createPostgresCounterStore(db: Database): CounterStore {
  const table = rateLimitCounters;
  const upsert = prepareSql<{ key: string; count: number; reset_ms: number }>(db, 'rate_limit_hits', upsertHits);

  const hitAll = turnBatch(async (hits: Hit[]): Promise<CounterHit[]> => {
    // Per key: its hits in this batch, counted as of the latest of their times.
    const keys = new Map<string, { n: number; at: Date; windowMs: number }>();
    for (const hit of hits) {
      const seen = keys.get(hit.key);
      if (!seen) keys.set(hit.key, { n: 1, at: hit.now, windowMs: hit.windowMs });
      else keys.set(hit.key, { n: seen.n + 1, at: hit.now > seen.at ? hit.now : seen.at, windowMs: seen.windowMs });
    }
    const rows = await upsert({
      hits: JSON.stringify(
        [...keys].map(([key, { n, at, windowMs }]) => ({
          key,
          n,
          at: at.toISOString(),
          resetAt: new Date(at.getTime() + windowMs).toISOString(),
        })),
      ),
    });
    const counted = new Map(rows.map((row) => [row.key, { count: Number(row.count), resetAt: new Date(Number(row.reset_ms)) }]));
    // The key's hits take the counts up to its new total, one each, in the order they came.
    const handedOut = new Map<string, number>();
    return hits.map((hit) => {
      const total = counted.get(hit.key);
      if (!total) throw new Error('rate limit upsert returned no row');
      const before = handedOut.get(hit.key) ?? 0;
      handedOut.set(hit.key, before + 1);
      return { count: total.count - (keys.get(hit.key)?.n ?? 1) + 1 + before, resetAt: total.resetAt };
    });
  });

  return {
    hit: (key, windowMs, now) => hitAll({ key: wellFormed(key), windowMs, now }),

    async deleteExpired(now) {
      const deleted = await db.delete(table).where(lte(table.resetAt, now)).returning({ key: table.key });
      return deleted.length;
    },

    // The database handle belongs to the app's owner, who closes it.
    close: async () => {},
  };
}
