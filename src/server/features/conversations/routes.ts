// Messages between a client and a coach (docs/product/messages.md). Clients
// and coaches only; the conversation's parties are checked by the service.
import type { conversationEndpoints } from '../../../shared/api/endpoints/conversations.js';
import { MESSAGE_TEXT } from '../../../shared/schemas/messages.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import { requireUser } from '../../http/guards.js';
import { parseRowId } from '../../http/params.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createConversationsServiceFor, type ConversationsRouteDeps } from './service.js';

const conversationId = (raw: string) => parseRowId(raw, MESSAGE_TEXT.conversationNotFound);

export function conversationsHandlers(deps: RouteDeps & ConversationsRouteDeps): EndpointHandlers<typeof conversationEndpoints.endpoints> {
  const service = createConversationsServiceFor(deps);

  return {
    listConversations: async (request) => service.list(requireUser(request)),

    // The header's badge: unread messages over all the viewer's conversations.
    getUnreadMessageCount: async (request) => ({ unread: await service.unreadCount(requireUser(request)) }),

    startConversation: async (request) => ({ id: await service.start(requireUser(request), request.body) }),

    getConversationThread: async (request) => service.thread(requireUser(request), conversationId(request.params.id)),

    sendMessage: async (request) => service.send(requireUser(request), conversationId(request.params.id), request.body.body),

    markConversationRead: async (request) => ({
      unread: await service.markRead(requireUser(request), conversationId(request.params.id), request.body.upTo),
    }),

    // The coach blocks the conversation's client (no messages, no bookings) or lifts the block.
    blockConversationClient: async (request) => ({
      blocked: await service.setBlocked(requireUser(request), conversationId(request.params.id), true),
    }),
    unblockConversationClient: async (request) => ({
      blocked: await service.setBlocked(requireUser(request), conversationId(request.params.id), false),
    }),
  };
}
