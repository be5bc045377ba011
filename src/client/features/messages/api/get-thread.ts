import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { apiUrl, callApi } from '@/lib/api-client';
import { usePollUnlessLive } from '@/lib/live/live-status';

// Without the live stream (docs/decisions/0059-live-updates.md) an open thread is polled more
// often than the list: someone may be answering.
const POLL_MS = 3_000;

export function threadQueryKey(conversationId: string) {
  return [apiUrl(api.getConversationThread, { params: { id: conversationId } })] as const;
}

export function getThread(conversationId: string) {
  return callApi(api.getConversationThread, { params: { id: conversationId } });
}

export function getThreadQueryOptions(conversationId: string) {
  return queryOptions({ queryKey: threadQueryKey(conversationId), queryFn: () => getThread(conversationId) });
}

export function useThread(conversationId: string) {
  return useQuery({ ...getThreadQueryOptions(conversationId), refetchInterval: usePollUnlessLive(POLL_MS) });
}
