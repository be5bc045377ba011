// Messages between a client and a coach (docs/product/messages.md). Clients
// and coaches only; the conversation's parties are checked by the service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGE_TEXT,
  ZBlockState,
  ZConversationList,
  ZConversationRef,
  ZMarkReadRequest,
  ZMessage,
  ZSendMessageRequest,
  ZStartConversationRequest,
  ZThread,
  ZUnreadCount,
} from '../../../shared/schemas/messages.js';
import { mustHaveRole, requireUser } from '../../http/guards.js';
import { parseRowId, ZIdParams } from '../../http/params.js';
import type { RouteDeps } from '../../http/route-deps.js';
import type { EmailDelivery } from '../../integrations/email/email-delivery.js';
import { createConversationsService } from './service.js';

const partiesOnly = mustHaveRole('client', 'coach');
const conversationId = (raw: string) => parseRowId(raw, MESSAGE_TEXT.conversationNotFound);

export const conversationsRoutes: FastifyPluginAsyncZod<RouteDeps & { email: EmailDelivery }> = async (
  app,
  { database, config, email, now, rateLimits },
) => {
  const service = createConversationsService({ db: database.db, config, email, log: app.log, now });

  app.get('/api/conversations', { onRequest: partiesOnly, schema: { response: { 200: ZConversationList } } }, async (request) =>
    service.list(requireUser(request)),
  );

  // The header's badge: unread messages over all the viewer's conversations.
  app.get('/api/conversations/unread', { onRequest: partiesOnly, schema: { response: { 200: ZUnreadCount } } }, async (request) => ({
    unread: await service.unreadCount(requireUser(request)),
  }));

  app.post(
    '/api/conversations',
    { onRequest: partiesOnly, schema: { body: ZStartConversationRequest, response: { 200: ZConversationRef } } },
    async (request) => ({ id: await service.start(requireUser(request), request.body) }),
  );

  app.get(
    '/api/conversations/:id',
    { onRequest: partiesOnly, schema: { params: ZIdParams, response: { 200: ZThread } } },
    async (request) => service.thread(requireUser(request), conversationId(request.params.id)),
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      onRequest: partiesOnly,
      preHandler: rateLimits.messageSend,
      schema: { params: ZIdParams, body: ZSendMessageRequest, response: { 201: ZMessage } },
    },
    async (request, reply) => {
      const message = await service.send(requireUser(request), conversationId(request.params.id), request.body.body);
      return reply.status(201).send(message);
    },
  );

  app.post(
    '/api/conversations/:id/read',
    { onRequest: partiesOnly, schema: { params: ZIdParams, body: ZMarkReadRequest, response: { 200: ZUnreadCount } } },
    async (request) => ({
      unread: await service.markRead(requireUser(request), conversationId(request.params.id), request.body.upTo),
    }),
  );

  // The coach blocks the conversation's client (no messages, no bookings) or lifts the block.
  const blockRoute = { onRequest: mustHaveRole('coach'), schema: { params: ZIdParams, response: { 200: ZBlockState } } };
  app.put('/api/conversations/:id/block', blockRoute, async (request) => ({
    blocked: await service.setBlocked(requireUser(request), conversationId(request.params.id), true),
  }));
  app.delete('/api/conversations/:id/block', blockRoute, async (request) => ({
    blocked: await service.setBlocked(requireUser(request), conversationId(request.params.id), false),
  }));
};
