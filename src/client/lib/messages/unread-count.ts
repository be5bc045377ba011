// The header's unread badge (docs/product/messages.md). Shared by the header
// and the messages page, which refreshes it after opening a thread.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { apiUrl, callApi } from '@/lib/api-client';

export const UNREAD_COUNT_QUERY_KEY = [apiUrl(api.getUnreadMessageCount)] as const;
// Every key the messages feature reads starts with this, so one prefix refreshes them all.
export const CONVERSATIONS_KEY_PREFIX = apiUrl(api.listConversations);

// Polled while the tab is visible (TanStack Query pauses the interval in the background).
const POLL_MS = 10_000;

export function getUnreadCount() {
  return callApi(api.getUnreadMessageCount);
}

export function getUnreadCountQueryOptions() {
  return queryOptions({ queryKey: UNREAD_COUNT_QUERY_KEY, queryFn: getUnreadCount, refetchInterval: POLL_MS });
}

// Only clients and coaches have messages.
export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...getUnreadCountQueryOptions(), enabled });
}
