import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TConversationList } from '@shared/schemas/messages';
import { apiJson } from '@/lib/api-client';

export const CONVERSATIONS_QUERY_KEY = ['/api/conversations'] as const;

// New messages show up without a reload: polled while the page is visible.
const POLL_MS = 5_000;

export function getConversations(): Promise<TConversationList> {
  return apiJson<TConversationList>('GET', CONVERSATIONS_QUERY_KEY[0]);
}

export function getConversationsQueryOptions() {
  return queryOptions({ queryKey: CONVERSATIONS_QUERY_KEY, queryFn: getConversations, refetchInterval: POLL_MS });
}

export function useConversations() {
  return useQuery(getConversationsQueryOptions());
}
