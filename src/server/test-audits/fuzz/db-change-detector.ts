// Tells whether anything the app stores changed since a baseline. The
// fingerprint is, per table, the row count and an md5 over the md5 of every
// row (order-independent): it differs exactly when a row was added, removed
// or changed. Tables come from information_schema, so new ones are covered.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

// Columns that change on requests that store nothing: a session's sliding
// expiry is refreshed when it is used (auth service touchSession), which is
// a read, not a write the request asked for. Everything else counts.
const VOLATILE_COLUMNS: Record<string, readonly string[]> = {
  sessions: ['last_seen_at', 'expires_at'],
};

// Tables that count requests, refused ones included, by design: the abuse
// limits (src/server/http/rate-limit) must see every login guess and upload.
const REQUEST_COUNTER_TABLES = new Set(['rate_limit_counters']);

type Fingerprint = Record<string, { rows: number; hash: string }>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function createChangeDetector(db: Database) {
  const result = (await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
    order by table_name, ordinal_position`)) as unknown as { rows: Array<{ table_name: string; column_name: string }> };
  const columnsByTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of result.rows) {
    if (REQUEST_COUNTER_TABLES.has(table) || VOLATILE_COLUMNS[table]?.includes(column)) continue;
    columnsByTable.set(table, [...(columnsByTable.get(table) ?? []), column]);
  }
  if (columnsByTable.size === 0) throw new Error('no tables found to fingerprint');

  const query = [...columnsByTable]
    .map(([table, columns]) => {
      const row = `md5(row(${columns.map(quote).join(', ')})::text)`;
      return `select '${table}' as t, count(*)::int as n, coalesce(md5(string_agg(r, '' order by r)), '') as h from (select ${row} as r from ${quote(table)}) x`;
    })
    .join('\nunion all\n');

  async function fingerprintNow(): Promise<Fingerprint> {
    const rows = ((await db.execute(sql.raw(query))) as unknown as { rows: Array<{ t: string; n: number; h: string }> }).rows;
    return Object.fromEntries(rows.map((r) => [r.t, { rows: Number(r.n), hash: r.h }]));
  }
  // The next transaction id PostgreSQL will hand out. Only transactions that
  // write get one, so while it stands still nothing can have changed and the
  // full fingerprint can be skipped (it still decides whenever it moved:
  // refused writes that rolled back, or the request counters above, move it too).
  async function writeHorizon(): Promise<string> {
    const result = (await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`)) as unknown as {
      rows: Array<{ x: string }>;
    };
    return result.rows[0]?.x ?? '';
  }

  let baseline = { horizon: await writeHorizon(), tables: await fingerprintNow() };
  return {
    tables: [...columnsByTable.keys()],
    // Tables whose rows differ from the baseline (empty when nothing changed).
    async changedTables(): Promise<string[]> {
      const horizon = await writeHorizon();
      if (horizon === baseline.horizon) return [];
      const tables = await fingerprintNow();
      const changed = diffFingerprints(baseline.tables, tables);
      if (changed.length === 0) baseline = { horizon, tables };
      return changed;
    },
    // After an accepted write: its result is the new normal.
    async rebase() {
      const horizon = await writeHorizon();
      baseline = { horizon, tables: await fingerprintNow() };
    },
  };
}

function diffFingerprints(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name]?.hash !== after[name]?.hash || before[name]?.rows !== after[name]?.rows);
}
