import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { apiUrl, callApi } from '@/lib/api-client';

// An open thread is polled more often than the list: someone may be answering.
const POLL_MS = 3_000;

export function threadQueryKey(conversationId: string) {
  return [apiUrl(api.getConversationThread, { params: { id: conversationId } })] as const;
}

export function getThread(conversationId: string) {
  return callApi(api.getConversationThread, { params: { id: conversationId } });
}

export function getThreadQueryOptions(conversationId: string) {
  return queryOptions({ queryKey: threadQueryKey(conversationId), queryFn: () => getThread(conversationId), refetchInterval: POLL_MS });
}

export function useThread(conversationId: string) {
  return useQuery(getThreadQueryOptions(conversationId));
}
