import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { threadQueryKey } from './get-thread';

// The coach blocks the conversation's client, or lifts the block.
export function setBlocked({ conversationId, blocked }: { conversationId: number; blocked: boolean }): Promise<{ blocked: boolean }> {
  return apiJson<{ blocked: boolean }>(blocked ? 'PUT' : 'DELETE', `/api/conversations/${conversationId}/block`);
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
