// Named columns of one table under their own names, for a select:
// `select(columnsOf(payments, 'status', 'createdAt'))` instead of writing each
// as `status: payments.status`. Repositories still name every column they
// read (never `select *`); this only stops each name being written twice.
import type { Column, Table } from 'drizzle-orm';

type ColumnName<T extends Table> = { [K in keyof T]: T[K] extends Column ? K : never }[keyof T] & string;

export function columnsOf<T extends Table, K extends ColumnName<T>>(table: T, ...names: K[]): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, table[name]])) as Pick<T, K>;
}
