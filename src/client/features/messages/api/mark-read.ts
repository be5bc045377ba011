import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { callApi } from '@/lib/api-client';
import { UNREAD_COUNT_QUERY_KEY } from '@/lib/messages/unread-count';
import { CONVERSATIONS_QUERY_KEY } from './get-conversations';

// Read up to the newest message the thread has shown.
export function markRead({ conversationId, upTo }: { conversationId: number; upTo: number }) {
  return callApi(api.markConversationRead, { params: { id: conversationId }, body: { upTo } });
}

export function getMarkReadMutationOptions() {
  return { mutationKey: ['mark-read'], mutationFn: markRead };
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    ...getMarkReadMutationOptions(),
    onSuccess: async (unread) => {
      queryClient.setQueryData(UNREAD_COUNT_QUERY_KEY, unread);
      await queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
    },
  });
}
