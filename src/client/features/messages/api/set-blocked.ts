import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { callApi } from '@/lib/api-client';
import { threadQueryKey } from './get-thread';

// The coach blocks the conversation's client, or lifts the block.
export function setBlocked({ conversationId, blocked }: { conversationId: number; blocked: boolean }) {
  const params = { id: conversationId };
  return blocked ? callApi(api.blockConversationClient, { params }) : callApi(api.unblockConversationClient, { params });
}

export function getSetBlockedMutationOptions() {
  return { mutationKey: ['set-blocked'], mutationFn: setBlocked };
}

export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    ...getSetBlockedMutationOptions(),
    onSuccess: async (_result, { conversationId }) => {
      await queryClient.invalidateQueries({ queryKey: threadQueryKey(String(conversationId)) });
    },
  });
}
