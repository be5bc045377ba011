import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { apiUrl, callApi } from '@/lib/api-client';
import { usePollUnlessLive } from '@/lib/live/live-status';

export const CONVERSATIONS_QUERY_KEY = [apiUrl(api.listConversations)] as const;

// New messages show up without a reload: told by the live stream, or polled while it is not open
// (docs/decisions/0059-live-updates.md).
const POLL_MS = 5_000;

export function getConversations() {
  return callApi(api.listConversations);
}

export function getConversationsQueryOptions() {
  return queryOptions({ queryKey: CONVERSATIONS_QUERY_KEY, queryFn: getConversations });
}

export function useConversations() {
  return useQuery({ ...getConversationsQueryOptions(), refetchInterval: usePollUnlessLive(POLL_MS) });
}
