// A hand-written statement built once and sent as a named prepared statement,
// the way Drizzle's own `.prepare(name)` sends its query builders: the SQL
// text is rendered once per process (not per call), and PostgreSQL parses and
// plans it once per connection. Drizzle offers `.prepare` only on its builders;
// a statement with writable CTEs or JSON aggregates is written as `sql`, so
// this goes through the same session method the builders use. Values are
// `sql.placeholder(name)` in the statement and passed per call; every
// placeholder needs a cast (`${sql.placeholder('id')}::int`), as a statement
// prepared once cannot infer a parameter's type from the first value.
// Measured in docs/decisions/0050-checkout-cpu.md.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

// Renders `sql` templates the way the app's Database does (no casing option is configured).
const dialect = new PgDialect();

export type PreparedSql<Row> = (values: Record<string, unknown>) => Promise<Row[]>;

export function prepareSql<Row>(db: Database, name: string, statement: SQL): PreparedSql<Row> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  return async (values) => ((await prepared.execute(values)) as { rows: Row[] }).rows;
}
