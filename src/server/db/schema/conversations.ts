import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant, requiredRef } from './columns.js';
import { users } from './auth.js';
import { coachProfiles } from './coach-profile.js';

// Messages between a client and a coach (docs/product/messages.md): one
// conversation per pair. Who has read what is the last message id each side
// has seen, so opening a thread is one UPDATE however many messages it holds,
// and a message that arrives while the thread is open stays unread; the e-mail
// stamps make "at most one e-mail per conversation every 15 minutes" a
// conditional UPDATE that only one of two racing messages wins.
export const conversations = pgTable(
  'conversations',
  {
    id: identityId(),
    clientId: requiredRef('client_id', () => users.id, 'cascade'),
    coachId: requiredRef('coach_id', () => coachProfiles.id, 'cascade'),
    // Null until the first message: an empty conversation shows in nobody's list.
    lastMessageAt: instant('last_message_at'),
    clientReadUpTo: integer('client_read_up_to').notNull().default(0),
    coachReadUpTo: integer('coach_read_up_to').notNull().default(0),
    clientEmailedAt: instant('client_emailed_at'),
    coachEmailedAt: instant('coach_emailed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_client_coach_key').on(t.clientId, t.coachId),
    index('conversations_coach_last_message_idx').on(t.coachId, t.lastMessageAt),
    index('conversations_client_last_message_idx').on(t.clientId, t.lastMessageAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: identityId(),
    conversationId: requiredRef('conversation_id', () => conversations.id, 'cascade'),
    senderId: requiredRef('sender_id', () => users.id, 'cascade'),
    // Plain text, never HTML; shown as text.
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_id_idx').on(t.conversationId, t.id),
    check('messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

// A coach's block of a client: no booking with and no message to that coach.
export const coachBlocks = pgTable(
  'coach_blocks',
  {
    coachId: requiredRef('coach_id', () => coachProfiles.id, 'cascade'),
    clientId: requiredRef('client_id', () => users.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coach_blocks_pair_key').on(t.coachId, t.clientId)],
);
