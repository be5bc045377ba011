import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant, requiredRef } from './columns.js';
import { users } from './auth.js';
import { messages } from './conversations.js';
import { reviews } from './reviews.js';

// Reports of a review, a user or a message (docs/product/reports.md). Exactly one target column
// is set, the one of its kind. One open report per reporter and target (a partial unique index);
// resolving stamps who, when and how, and reopens the door to a new report of the same target.
export const reportTargetKind = pgEnum('report_target_kind', ['review', 'user', 'message']);
export const reportReason = pgEnum('report_reason', ['spam', 'harassment', 'inappropriate', 'other']);
export const reportResolution = pgEnum('report_resolution', ['review_hidden', 'user_deactivated', 'dismissed']);

export const reports = pgTable(
  'reports',
  {
    id: identityId(),
    reporterId: requiredRef('reporter_id', () => users.id, 'cascade'),
    targetKind: reportTargetKind('target_kind').notNull(),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    reason: reportReason('reason').notNull(),
    details: text('details'),
    createdAt: createdAt(),
    resolvedAt: instant('resolved_at'),
    resolvedByUserId: integer('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    resolution: reportResolution('resolution'),
  },
  (t) => [
    uniqueIndex('reports_one_open_per_target_key')
      .on(t.reporterId, t.targetKind, sql`coalesce(${t.reviewId}, ${t.userId}, ${t.messageId})`)
      .where(sql`${t.resolvedAt} is null`),
    // The queue: open ones oldest first, resolved ones newest first.
    index('reports_resolved_created_idx').on(t.resolvedAt, t.createdAt),
    index('reports_review_idx').on(t.reviewId),
    index('reports_user_idx').on(t.userId),
    index('reports_message_idx').on(t.messageId),
    check(
      'reports_one_target_of_its_kind',
      sql`(${t.targetKind} = 'review' and ${t.reviewId} is not null and ${t.userId} is null and ${t.messageId} is null)
        or (${t.targetKind} = 'user' and ${t.userId} is not null and ${t.reviewId} is null and ${t.messageId} is null)
        or (${t.targetKind} = 'message' and ${t.messageId} is not null and ${t.reviewId} is null and ${t.userId} is null)`,
    ),
    check('reports_details_length', sql`${t.details} is null or char_length(${t.details}) <= 1000`),
    check('reports_resolved_together', sql`(${t.resolvedAt} is null) = (${t.resolution} is null)`),
  ],
);
