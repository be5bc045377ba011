import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant } from './columns.js';

export const emailStatus = pgEnum('email_status', ['pending', 'sent', 'failed']);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: identityId(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    icsAttachment: text('ics_attachment'),
    status: emailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt)],
);
