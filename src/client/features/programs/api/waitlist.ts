// A full program's waitlist (docs/product/programs.md): the client's place, joining and leaving.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TWaitlistEntry } from '@shared/schemas/programs';
import { ApiError, callApi } from '@/lib/api-client';
import { PROGRAMS_KEY } from './programs-keys';

const waitlistKey = (id: string) => ['programs', 'waitlist', id] as const;

// The client's place on the waitlist, or null when they are not on it (the server answers 404).
export function useWaitlistPlace(id: string, enabled: boolean) {
  return useQuery({
    queryKey: waitlistKey(id),
    enabled,
    queryFn: async (): Promise<TWaitlistEntry | null> => {
      try {
        return await callApi(api.getMyWaitlistPlace, { params: { id } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useJoinWaitlist(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.joinWaitlist, { params: { id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: PROGRAMS_KEY }),
  });
}

export function useLeaveWaitlist(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.leaveWaitlist, { params: { id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: PROGRAMS_KEY }),
  });
}
