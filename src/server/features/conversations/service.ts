// Messages between a client and a coach (docs/product/messages.md). Who may
// read or write is decided here from the session: a conversation is the
// viewer's when they are its client or its coach; anyone else gets the same
// 404 as for a conversation that does not exist, so ids reveal nothing.
import type { FastifyBaseLogger } from 'fastify';
import {
  MESSAGE_TEXT,
  type TConversationList,
  type TMessage,
  type TParty,
  type TStartConversationRequest,
  type TThread,
} from '../../../shared/schemas/messages.js';
import { publicOrigin, type AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors/domain-errors.js';
import type { EmailDelivery } from '../../integrations/email/email-delivery.js';
import type { LivePublisher } from '../../integrations/live-events/live-bus.js';
import { newMessageEmail } from '../../integrations/email/templates/message-emails.js';
import { createConversationsRepository, type ConversationRow, type Side } from './repository.js';

// At most one e-mail per conversation and recipient in this time.
export const EMAIL_QUIET_MS = 15 * 60_000;

export type ConversationViewer = { id: number; role: 'client' | 'coach' | 'admin' };

export type ConversationsDeps = {
  db: Database;
  config: AppConfig;
  email: EmailDelivery;
  log: FastifyBaseLogger;
  now: () => Date;
  // Both parties' open tabs hear of a new message, the reader's of a read (docs/decisions/0059-live-updates.md).
  live?: LivePublisher;
};

type Party = ConversationRow['client'];

const toParty = (party: Party, coachProfileId: number | null): TParty => ({
  firstName: party.firstName,
  lastName: party.lastName,
  profileImage: party.profileImage,
  coachProfileId,
});

// What a routes plugin holds: the database handle (a structural slice of the HTTP
// edge's RouteDeps, which services may not import) instead of the bare database.
export type ConversationsRouteDeps = Omit<ConversationsDeps, 'db'> & { database: { db: Database } };

// The service as the conversations and reports routes both build it.
export function createConversationsServiceFor({ database, config, email, log, now, live }: ConversationsRouteDeps) {
  return createConversationsService({ db: database.db, config, email, log, now, live });
}

export function createConversationsService({ db, config, email, log, now, live }: ConversationsDeps) {
  const repo = createConversationsRepository(db);
  const baseUrl = publicOrigin(config);

  // The viewer's side and the id conversations store for it (a coach's profile id).
  async function sideOf(viewer: ConversationViewer): Promise<{ side: Side; partyId: number }> {
    if (viewer.role === 'client') return { side: 'client', partyId: viewer.id };
    if (viewer.role === 'coach') {
      // A coach who has not finished onboarding has no profile and so no
      // conversations (no row has id 0): an empty list, not an error.
      return { side: 'coach', partyId: (await repo.findCoachProfileOfUser(viewer.id)) ?? 0 };
    }
    throw new ForbiddenError('Messages are for clients and coaches.');
  }

  async function ownConversation(viewer: ConversationViewer, conversationId: number) {
    const row = await repo.findConversation(conversationId);
    if (row && row.clientId === viewer.id) return { row, side: 'client' as const };
    if (row && row.coachUserId === viewer.id) return { row, side: 'coach' as const };
    throw new NotFoundError(MESSAGE_TEXT.conversationNotFound);
  }

  // Why the viewer may not write in this conversation now, or null.
  async function cannotWrite(row: ConversationRow, side: Side): Promise<string | null> {
    const other = side === 'client' ? row.coach : row.client;
    if (!other.isActive) return MESSAGE_TEXT.inactive;
    if (await repo.isBlocked(row.coachId, row.clientId)) {
      return side === 'client' ? MESSAGE_TEXT.cannotWriteToCoach : MESSAGE_TEXT.youBlocked;
    }
    return null;
  }

  async function notifyRecipient(row: ConversationRow, senderSide: Side) {
    const recipientSide: Side = senderSide === 'client' ? 'coach' : 'client';
    try {
      if (!(await repo.claimEmail(row.id, recipientSide, now(), EMAIL_QUIET_MS))) return;
      const sender = row[senderSide];
      const recipient = row[recipientSide];
      await email.enqueue([
        newMessageEmail({
          appName: config.appName,
          baseUrl,
          conversationId: row.id,
          recipient,
          senderName: `${sender.firstName} ${sender.lastName}`,
        }),
      ]);
    } catch (error) {
      // The message is stored; a lost notice must not fail the request.
      log.warn({ err: error, conversationId: row.id }, 'could not queue the new-message e-mail');
    }
  }

  return {
    async list(viewer: ConversationViewer): Promise<TConversationList> {
      const { side, partyId } = await sideOf(viewer);
      const rows = await repo.listFor(side, partyId, viewer.id);
      return {
        conversations: rows.map((row) => ({
          id: row.id,
          other: side === 'client' ? toParty(row.coach, row.coachId) : toParty(row.client, null),
          lastMessage: row.last
            ? { body: row.last.body, mine: row.last.senderId === viewer.id, createdAt: row.last.createdAt.toISOString() }
            : null,
          unread: row.unread,
        })),
      };
    },

    async unreadCount(viewer: ConversationViewer): Promise<number> {
      const { side, partyId } = await sideOf(viewer);
      return repo.unreadTotal(side, partyId, viewer.id);
    },

    // The pair's conversation, made on first use. A client names a coach;
    // either party names a booking of their own (any status): the pair is
    // read from the booking, never taken from the browser.
    async start(viewer: ConversationViewer, input: TStartConversationRequest): Promise<number> {
      const { side, partyId } = await sideOf(viewer);
      if (input.bookingId !== undefined) {
        const booking = await repo.findBookingParties(input.bookingId);
        if (!booking || (side === 'client' ? booking.clientId : booking.coachId) !== partyId) {
          throw new NotFoundError(MESSAGE_TEXT.bookingNotFound);
        }
        return repo.findOrCreate(booking.clientId, booking.coachId);
      }
      if (side !== 'client' || input.coachId === undefined || !(await repo.coachProfileExists(input.coachId))) {
        throw new NotFoundError(MESSAGE_TEXT.coachNotFound);
      }
      return repo.findOrCreate(partyId, input.coachId);
    },

    async thread(viewer: ConversationViewer, conversationId: number): Promise<TThread> {
      const { row, side } = await ownConversation(viewer, conversationId);
      const [messages, sessions, refusal, blockedByMe] = await Promise.all([
        repo.recentMessages(row.id),
        repo.sessionsBetween(row.coachId, row.clientId),
        cannotWrite(row, side),
        side === 'coach' ? repo.isBlocked(row.coachId, row.clientId) : Promise.resolve(false),
      ]);
      return {
        id: row.id,
        viewerRole: side,
        other: side === 'client' ? toParty(row.coach, row.coachId) : toParty(row.client, null),
        messages: messages.map((m) => ({ id: m.id, body: m.body, createdAt: m.createdAt.toISOString(), mine: m.senderId === viewer.id })),
        sessions: sessions.map((s) => ({
          id: s.id,
          startTime: s.startTime.toISOString(),
          endTime: s.endTime.toISOString(),
          status: s.status,
        })),
        cannotWrite: refusal,
        blockedByMe,
      };
    },

    async send(viewer: ConversationViewer, conversationId: number, body: string): Promise<TMessage> {
      const { row, side } = await ownConversation(viewer, conversationId);
      const refusal = await cannotWrite(row, side);
      if (refusal) throw new ConflictError(refusal);
      const message = await repo.insertMessage({ conversationId: row.id, senderId: viewer.id, senderSide: side, body, at: now() });
      live?.toUsers([row.clientId, row.coachUserId], { type: 'message', conversationId: row.id });
      await notifyRecipient(row, side);
      return { id: message.id, body: message.body, createdAt: message.createdAt.toISOString(), mine: true };
    },

    async markRead(viewer: ConversationViewer, conversationId: number, upTo: number): Promise<number> {
      const { row, side } = await ownConversation(viewer, conversationId);
      await repo.markRead(row.id, side, upTo);
      live?.toUsers([viewer.id], { type: 'read', conversationId: row.id });
      const { partyId } = await sideOf(viewer);
      return repo.unreadTotal(side, partyId, viewer.id);
    },

    // Only the conversation's coach blocks or unblocks its client.
    async setBlocked(viewer: ConversationViewer, conversationId: number, blocked: boolean): Promise<boolean> {
      const { row, side } = await ownConversation(viewer, conversationId);
      if (side !== 'coach') throw new NotFoundError(MESSAGE_TEXT.conversationNotFound);
      if (blocked) await repo.block(row.coachId, row.clientId, now());
      else await repo.unblock(row.coachId, row.clientId);
      live?.toUsers([row.clientId, row.coachUserId], { type: 'conversation', conversationId: row.id });
      return blocked;
    },

    // For features that act on one message (e.g. reporting it): the message
    // if the viewer is a party to its conversation, otherwise not found.
    async messageForParty(viewer: ConversationViewer, messageId: number) {
      const message = await repo.findMessage(messageId);
      if (!message) throw new NotFoundError(MESSAGE_TEXT.messageNotFound);
      await ownConversation(viewer, message.conversationId).catch(() => {
        throw new NotFoundError(MESSAGE_TEXT.messageNotFound);
      });
      return message;
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
