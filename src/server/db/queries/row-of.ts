import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

// drizzle cannot chain a query whose columns are a type parameter, so the
// shared queries that let the caller pick the columns build theirs for any
// columns and type the row they return for the caller's.
export type RowOf<T extends SelectedFields> = SelectResultFields<T> | undefined;
