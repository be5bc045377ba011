// The only place that builds the queries of conversations, messages and blocks.
// A side ('client' | 'coach') picks the columns that belong to the viewer.
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { firstRow } from '../../db/queries/first-row.js';
import type { Database } from '../../db/client.js';
import { bookings, coachBlocks, coachProfiles, conversations, messages, users } from '../../db/schema.js';
import { clientUsers, coachUsers } from '../../db/queries/people.js';
import { columnsOf } from '../../db/queries/columns-of.js';

export type Side = 'client' | 'coach';

const PREVIEW_LENGTH = 140;
const THREAD_LENGTH = 200;
const LIST_LENGTH = 100;

const readUpTo = (side: Side) => (side === 'client' ? conversations.clientReadUpTo : conversations.coachReadUpTo);
const partyColumn = (side: Side) => (side === 'client' ? conversations.clientId : conversations.coachId);
const emailedAt = (side: Side) => (side === 'client' ? conversations.clientEmailedAt : conversations.coachEmailedAt);

// Both parties of a conversation, with what the service needs to decide (never sent as is).
const conversationColumns = {
  id: conversations.id,
  clientId: conversations.clientId,
  coachId: conversations.coachId,
  coachUserId: coachProfiles.userId,
  clientReadUpTo: conversations.clientReadUpTo,
  coachReadUpTo: conversations.coachReadUpTo,
  client: {
    firstName: clientUsers.firstName,
    lastName: clientUsers.lastName,
    profileImage: clientUsers.profileImage,
    email: clientUsers.email,
    isActive: clientUsers.isActive,
    locale: clientUsers.locale,
  },
  coach: {
    firstName: coachUsers.firstName,
    lastName: coachUsers.lastName,
    profileImage: coachUsers.profileImage,
    email: coachUsers.email,
    isActive: coachUsers.isActive,
    locale: coachUsers.locale,
  },
};

export function createConversationsRepository(db: Database) {
  const selectConversations = () =>
    db
      .select(conversationColumns)
      .from(conversations)
      .innerJoin(coachProfiles, eq(coachProfiles.id, conversations.coachId))
      .innerJoin(coachUsers, eq(coachUsers.id, coachProfiles.userId))
      .innerJoin(clientUsers, eq(clientUsers.id, conversations.clientId));

  return {
    async findCoachProfileOfUser(userId: number): Promise<number | undefined> {
      const [row] = await db.select({ id: coachProfiles.id }).from(coachProfiles).where(eq(coachProfiles.userId, userId)).limit(1);
      return row?.id;
    },

    async coachProfileExists(coachId: number): Promise<boolean> {
      const [row] = await db.select({ id: coachProfiles.id }).from(coachProfiles).where(eq(coachProfiles.id, coachId)).limit(1);
      return row !== undefined;
    },

    async findBookingParties(bookingId: number): Promise<{ coachId: number; clientId: number } | undefined> {
      return firstRow(db, { coachId: bookings.coachId, clientId: bookings.clientId }, bookings, eq(bookings.id, bookingId));
    },

    async findConversation(id: number) {
      const [row] = await selectConversations().where(eq(conversations.id, id)).limit(1);
      return row;
    },

    // The pair's conversation, made on first use (conversations_client_coach_key keeps it one).
    async findOrCreate(clientId: number, coachId: number): Promise<number> {
      await db.insert(conversations).values({ clientId, coachId }).onConflictDoNothing();
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.clientId, clientId), eq(conversations.coachId, coachId)))
        .limit(1);
      if (!row) throw new Error('conversation insert left no row');
      return row.id;
    },

    // The viewer's conversations that have messages, newest first, each with its unread count.
    async listFor(side: Side, partyId: number, viewerId: number) {
      const rows = await selectConversations()
        .where(and(eq(partyColumn(side), partyId), isNotNull(conversations.lastMessageAt)))
        .orderBy(desc(conversations.lastMessageAt))
        .limit(LIST_LENGTH);
      if (rows.length === 0) return [];
      const ids = rows.map((row) => row.id);
      // The newest message of each (DISTINCT ON walks messages_conversation_id_idx backwards).
      const last = await db
        .selectDistinctOn([messages.conversationId], {
          conversationId: messages.conversationId,
          body: sql<string>`left(${messages.body}, ${PREVIEW_LENGTH})`,
          senderId: messages.senderId,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(inArray(messages.conversationId, ids))
        .orderBy(messages.conversationId, desc(messages.id));
      const unread = await db
        .select({ conversationId: messages.conversationId, count: sql<number>`count(*)::int` })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(inArray(messages.conversationId, ids), gt(messages.id, readUpTo(side)), ne(messages.senderId, viewerId)))
        .groupBy(messages.conversationId);
      return rows.map((row) => ({
        ...row,
        last: last.find((m) => m.conversationId === row.id),
        unread: unread.find((u) => u.conversationId === row.id)?.count ?? 0,
      }));
    },

    async unreadTotal(side: Side, partyId: number, viewerId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(eq(partyColumn(side), partyId), gt(messages.id, readUpTo(side)), ne(messages.senderId, viewerId)));
      return row?.count ?? 0;
    },

    async recentMessages(conversationId: number) {
      const rows = await db
        .select({ id: messages.id, body: messages.body, senderId: messages.senderId, createdAt: messages.createdAt })
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
        .orderBy(desc(messages.id))
        .limit(THREAD_LENGTH);
      return rows.reverse();
    },

    async sessionsBetween(coachId: number, clientId: number) {
      return db
        .select({ id: bookings.id, startTime: bookings.startTime, endTime: bookings.endTime, status: bookings.status })
        .from(bookings)
        .where(and(eq(bookings.coachId, coachId), eq(bookings.clientId, clientId)))
        .orderBy(desc(bookings.startTime))
        .limit(20);
    },

    // The message and the conversation's new time together; the sender has read their own message.
    async insertMessage(values: { conversationId: number; senderId: number; senderSide: Side; body: string; at: Date }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(messages)
          .values({ conversationId: values.conversationId, senderId: values.senderId, body: values.body, createdAt: values.at })
          .returning({ id: messages.id, body: messages.body, createdAt: messages.createdAt });
        if (!row) throw new Error('message insert returned no row');
        const readColumn = values.senderSide === 'client' ? 'clientReadUpTo' : 'coachReadUpTo';
        await tx
          .update(conversations)
          .set({ lastMessageAt: values.at, [readColumn]: row.id })
          .where(eq(conversations.id, values.conversationId));
        return row;
      });
    },

    // True for the one caller that may e-mail the recipient now: none in the last `quietMs`.
    async claimEmail(conversationId: number, recipient: Side, now: Date, quietMs: number): Promise<boolean> {
      const column = emailedAt(recipient);
      const rows = await db
        .update(conversations)
        .set(recipient === 'client' ? { clientEmailedAt: now } : { coachEmailedAt: now })
        .where(and(eq(conversations.id, conversationId), or(isNull(column), lte(column, new Date(now.getTime() - quietMs)))))
        .returning({ id: conversations.id });
      return rows.length > 0;
    },

    // Never past the newest message of this conversation, never backwards.
    async markRead(conversationId: number, side: Side, upTo: number): Promise<void> {
      const column = readUpTo(side);
      const newest = sql`(select coalesce(max(${messages.id}), 0) from ${messages} where ${messages.conversationId} = ${conversationId})`;
      await db
        .update(conversations)
        .set(
          side === 'client'
            ? { clientReadUpTo: sql`greatest(${column}, least(${upTo}, ${newest}))` }
            : { coachReadUpTo: sql`greatest(${column}, least(${upTo}, ${newest}))` },
        )
        .where(eq(conversations.id, conversationId));
    },

    async findMessage(messageId: number) {
      return firstRow(
        db,
        columnsOf(messages, 'id', 'conversationId', 'senderId', 'body', 'createdAt'),
        messages,
        eq(messages.id, messageId),
      );
    },

    // The checkout asks the same in its coach query (bookings/repository.ts, blocksClient).
    async isBlocked(coachId: number, clientId: number): Promise<boolean> {
      const [row] = await db
        .select({ coachId: coachBlocks.coachId })
        .from(coachBlocks)
        .where(and(eq(coachBlocks.coachId, coachId), eq(coachBlocks.clientId, clientId)))
        .limit(1);
      return row !== undefined;
    },

    async block(coachId: number, clientId: number, at: Date): Promise<void> {
      await db.insert(coachBlocks).values({ coachId, clientId, createdAt: at }).onConflictDoNothing();
    },

    async unblock(coachId: number, clientId: number): Promise<void> {
      await db.delete(coachBlocks).where(and(eq(coachBlocks.coachId, coachId), eq(coachBlocks.clientId, clientId)));
    },

    async userIsActive(userId: number): Promise<boolean> {
      const [row] = await db.select({ isActive: users.isActive }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.isActive === true;
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
export type ConversationRow = NonNullable<Awaited<ReturnType<ConversationsRepository['findConversation']>>>;
