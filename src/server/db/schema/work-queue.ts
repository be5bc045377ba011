// The one durable work queue (docs/decisions/0087-one-work-queue.md): every
// piece of work that is retried (e-mail, calendar writes, transfers) is a row
// here. A worker claims due rows with a lease (leased_until), counts the
// attempt at the claim, and on success deletes the row; a failure waits by the
// project's backoff (src/shared/domain/backoff.ts) and, after max_attempts,
// the row stays as dead for an admin to see and retry.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const WORK_STATUSES = ['pending', 'dead'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

export const workQueue = pgTable(
  'work_queue',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // What to do ('email', 'booking-request-emails', 'caldav-write', ...): the worker's handler by name.
    kind: text('kind').notNull(),
    // Ids only (the handler reads the rest as it is when it runs).
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: WORK_STATUSES }).notNull().default('pending'),
    // Set for work that coalesces: one pending row per kind and key (a second
    // change to the same booking only brings its row forward).
    key: text('key'),
    // Grows when a change coalesces into a row being worked on, so that the
    // finished attempt does not delete the newer request.
    revision: integer('revision').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    leasedBy: text('leased_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('work_queue_due_idx').on(t.status, t.runAt),
    uniqueIndex('work_queue_pending_key_idx')
      .on(t.kind, t.key)
      .where(sql`${t.status} = 'pending' and ${t.key} is not null`),
    check('work_queue_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);
