import { useMutation } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TStartConversationRequest } from '@shared/schemas/messages';
import { callApi } from '@/lib/api-client';

// The pair's conversation (made on first use): its id, to open the thread.
export function startConversation(input: TStartConversationRequest) {
  return callApi(api.startConversation, { body: input });
}

export function getStartConversationMutationOptions() {
  return { mutationKey: ['start-conversation'], mutationFn: startConversation };
}

export function useStartConversation() {
  return useMutation(getStartConversationMutationOptions());
}
