// The header's unread badge (docs/product/messages.md). Shared by the header
// and the messages page, which refreshes it after opening a thread.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { apiUrl, callApi } from '@/lib/api-client';
import { usePollUnlessLive } from '@/lib/live/live-status';

export const UNREAD_COUNT_QUERY_KEY = [apiUrl(api.getUnreadMessageCount)] as const;
// Every key the messages feature reads starts with this, so one prefix refreshes them all.
export const CONVERSATIONS_KEY_PREFIX = apiUrl(api.listConversations);

// Polled only while the live stream is not open (docs/decisions/0059-live-updates.md),
// and only while the tab is visible (TanStack Query pauses the interval in the background).
const POLL_MS = 10_000;

export function getUnreadCount() {
  return callApi(api.getUnreadMessageCount);
}

export function getUnreadCountQueryOptions() {
  return queryOptions({ queryKey: UNREAD_COUNT_QUERY_KEY, queryFn: getUnreadCount });
}

// Only clients and coaches have messages.
export function useUnreadCount(enabled: boolean) {
  const refetchInterval = usePollUnlessLive(POLL_MS);
  return useQuery({ ...getUnreadCountQueryOptions(), enabled, refetchInterval });
}
