import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

// How many times each coach's open time may have changed: bumped by triggers
// (migration 0019) in the same transaction as every write to a coach's
// bookings that holds or frees time and to the coach's profile (where the
// schedule lives). Each process's availability index keeps what it computed
// under the version it read; a read that sees another version recomputes
// (docs/decisions/0047-availability-index.md). No row yet means version 0.
export const coachAvailabilityVersions = pgTable('coach_availability_versions', {
  // No foreign key: deleting a coach cascades to bookings, whose trigger bumps
  // this row while the profile is already gone. A leftover row is harmless.
  coachId: integer('coach_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
