// Column shapes that many tables share, written once: every instant is a
// timestamptz, ids are identity columns, and a required foreign key is a
// not-null integer with its delete rule spelled out where it is used.
import { customType, integer, timestamp, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

type OnDelete = 'cascade' | 'restrict' | 'set null';

export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const instant = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });
export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

// Which payment gateway a row's money went through (the test-mode one or Stripe).
export const gatewayProvider = () => text('provider', { enum: ['test', 'stripe'] });

export const requiredRef = <TName extends string>(name: TName, target: () => AnyPgColumn, onDelete: OnDelete) =>
  integer(name).notNull().references(target, { onDelete });

// A row that exists at most once per row of another table: its key is the other row's id.
export const keyRef = <TName extends string>(name: TName, target: () => AnyPgColumn, onDelete: OnDelete) =>
  integer(name).primaryKey().references(target, { onDelete });

// When a row was made and last changed.
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

// A calendar that is fetched on a schedule: when the last fetch was tried, when one
// last succeeded, and why the last one failed (null once it succeeds).
export const syncAttemptColumns = () => ({
  lastAttemptAt: instant('last_attempt_at'),
  lastSyncedAt: instant('last_synced_at'),
  lastError: text('last_error'),
});
