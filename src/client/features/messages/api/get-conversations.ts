import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { apiUrl, callApi } from '@/lib/api-client';

export const CONVERSATIONS_QUERY_KEY = [apiUrl(api.listConversations)] as const;

// New messages show up without a reload: polled while the page is visible.
const POLL_MS = 5_000;

export function getConversations() {
  return callApi(api.listConversations);
}

export function getConversationsQueryOptions() {
  return queryOptions({ queryKey: CONVERSATIONS_QUERY_KEY, queryFn: getConversations, refetchInterval: POLL_MS });
}

export function useConversations() {
  return useQuery(getConversationsQueryOptions());
}
