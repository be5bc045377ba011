import { useMutation } from '@tanstack/react-query';
import type { TStartConversationRequest } from '@shared/schemas/messages';
import { apiJson } from '@/lib/api-client';

// The pair's conversation (made on first use): its id, to open the thread.
export function startConversation(input: TStartConversationRequest): Promise<{ id: number }> {
  return apiJson<{ id: number }>('POST', '/api/conversations', input);
}

export function getStartConversationMutationOptions() {
  return { mutationKey: ['start-conversation'], mutationFn: startConversation };
}

export function useStartConversation() {
  return useMutation(getStartConversationMutationOptions());
}
