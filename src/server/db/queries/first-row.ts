// The one row a condition picks (an id or another unique key), or undefined:
// the repositories' single-row reads. The caller still names its columns.
import type { SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { RowOf } from './row-of.js';
import type { Database } from '../client.js';

export async function firstRow<T extends SelectedFields>(
  db: Database,
  columns: T,
  table: PgTable,
  where: SQL | undefined,
): Promise<RowOf<T>> {
  const [row] = await db
    .select(columns as SelectedFields)
    .from(table)
    .where(where)
    .limit(1);
  return row as RowOf<T>;
}
