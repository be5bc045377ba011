import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TThread } from '@shared/schemas/messages';
import { apiJson } from '@/lib/api-client';

// An open thread is polled more often than the list: someone may be answering.
const POLL_MS = 3_000;

export function threadQueryKey(conversationId: string) {
  return [`/api/conversations/${encodeURIComponent(conversationId)}`] as const;
}

export function getThread(conversationId: string): Promise<TThread> {
  return apiJson<TThread>('GET', threadQueryKey(conversationId)[0]);
}

export function getThreadQueryOptions(conversationId: string) {
  return queryOptions({ queryKey: threadQueryKey(conversationId), queryFn: () => getThread(conversationId), refetchInterval: POLL_MS });
}

export function useThread(conversationId: string) {
  return useQuery(getThreadQueryOptions(conversationId));
}
