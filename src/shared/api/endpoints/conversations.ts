import {
  ZBlockState,
  ZConversationList,
  ZConversationRef,
  ZMarkReadRequest,
  ZMessage,
  ZSendMessageRequest,
  ZStartConversationRequest,
  ZThread,
  ZUnreadCount,
} from '../../schemas/messages.js';
import { CLIENTS_AND_COACHES, defineEndpoints } from '../endpoint.js';
import { ZIdParams } from '../path-params.js';

// Messages between a client and a coach (docs/product/messages.md). Clients
// and coaches only; the conversation's parties are checked by the server.
export const conversationEndpoints = defineEndpoints('Messages', {
  listConversations: {
    method: 'GET',
    path: '/api/conversations',
    summary: "The viewer's conversations, latest first.",
    access: CLIENTS_AND_COACHES,
    responses: { 200: ZConversationList },
  },
  getUnreadMessageCount: {
    method: 'GET',
    path: '/api/conversations/unread',
    summary: "Unread messages over all the viewer's conversations (the header's badge).",
    access: CLIENTS_AND_COACHES,
    responses: { 200: ZUnreadCount },
  },
  startConversation: {
    method: 'POST',
    path: '/api/conversations',
    summary: 'Starts (or finds) the conversation with a coach or a client.',
    access: CLIENTS_AND_COACHES,
    body: ZStartConversationRequest,
    responses: { 200: ZConversationRef },
  },
  getConversationThread: {
    method: 'GET',
    path: '/api/conversations/:id',
    summary: "One conversation's messages.",
    access: CLIENTS_AND_COACHES,
    params: ZIdParams,
    responses: { 200: ZThread },
  },
  sendMessage: {
    method: 'POST',
    path: '/api/conversations/:id/messages',
    summary: 'Sends a message in a conversation.',
    access: CLIENTS_AND_COACHES,
    params: ZIdParams,
    body: ZSendMessageRequest,
    responses: { 201: ZMessage },
    limit: 'messageSend',
  },
  markConversationRead: {
    method: 'POST',
    path: '/api/conversations/:id/read',
    summary: "Marks a conversation's messages read up to one; answers the unread count left.",
    access: CLIENTS_AND_COACHES,
    params: ZIdParams,
    body: ZMarkReadRequest,
    responses: { 200: ZUnreadCount },
  },
  blockConversationClient: {
    method: 'PUT',
    path: '/api/conversations/:id/block',
    summary: "The coach blocks the conversation's client (no messages, no bookings).",
    access: ['coach'],
    params: ZIdParams,
    responses: { 200: ZBlockState },
  },
  unblockConversationClient: {
    method: 'DELETE',
    path: '/api/conversations/:id/block',
    summary: "The coach lifts the block on the conversation's client.",
    access: ['coach'],
    params: ZIdParams,
    responses: { 200: ZBlockState },
  },
});
