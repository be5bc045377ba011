// One page of an ordered list, as the admin lists ask for it (page N of pageSize
// rows, N from 1). The query must be `$dynamic()` so one function fits any select.
import type { PgSelect } from 'drizzle-orm/pg-core';

export type PageRequest = { page: number; pageSize: number };

export function onePage<T extends PgSelect>(query: T, { page, pageSize }: PageRequest) {
  return query.limit(pageSize).offset((page - 1) * pageSize);
}
