// Generated from src/shared/api/endpoint-table.ts by `npm run generate:api`: do not edit.
import type { ApiRoute } from '../endpoint.js';
import type { EndpointTable } from '../endpoint-table.js';

export const blockConversationClient: ApiRoute<EndpointTable['blockConversationClient']> = { method: 'PUT', path: '/api/conversations/:id/block' };
export const getConversationThread: ApiRoute<EndpointTable['getConversationThread']> = { method: 'GET', path: '/api/conversations/:id' };
export const getUnreadMessageCount: ApiRoute<EndpointTable['getUnreadMessageCount']> = { method: 'GET', path: '/api/conversations/unread' };
export const listConversations: ApiRoute<EndpointTable['listConversations']> = { method: 'GET', path: '/api/conversations' };
export const markConversationRead: ApiRoute<EndpointTable['markConversationRead']> = { method: 'POST', path: '/api/conversations/:id/read' };
export const sendMessage: ApiRoute<EndpointTable['sendMessage']> = { method: 'POST', path: '/api/conversations/:id/messages' };
export const startConversation: ApiRoute<EndpointTable['startConversation']> = { method: 'POST', path: '/api/conversations' };
export const unblockConversationClient: ApiRoute<EndpointTable['unblockConversationClient']> = { method: 'DELETE', path: '/api/conversations/:id/block' };
