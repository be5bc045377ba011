import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TThread } from '@shared/schemas/messages';
import { callApi } from '@/lib/api-client';
import { CONVERSATIONS_QUERY_KEY } from './get-conversations';
import { threadQueryKey } from './get-thread';

export function sendMessage({ conversationId, body }: { conversationId: number; body: string }) {
  return callApi(api.sendMessage, { params: { id: conversationId }, body: { body } });
}

export function getSendMessageMutationOptions() {
  return { mutationKey: ['send-message'], mutationFn: sendMessage };
}

// The sent message appears at once; the list moves the conversation to the top.
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    ...getSendMessageMutationOptions(),
    // Not awaited: the form clears as soon as the message is in the thread.
    onSuccess: (message, { conversationId }) => {
      const key = threadQueryKey(String(conversationId));
      queryClient.setQueryData<TThread>(key, (thread) =>
        thread && !thread.messages.some((m) => m.id === message.id) ? { ...thread, messages: [...thread.messages, message] } : thread,
      );
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
    },
  });
}
