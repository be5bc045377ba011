import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCoachScheduleResponse } from '@shared/schemas/coach-schedule';
import type { Schedule } from '@shared/domain/schedule';
import { apiJson } from '@/lib/api-client';
import { COACH_ME_QUERY_KEY } from './get-coach-me';

export const COACH_SCHEDULE_QUERY_KEY = ['/api/coach/schedule'] as const;

export function useCoachSchedule() {
  return useQuery({
    queryKey: COACH_SCHEDULE_QUERY_KEY,
    queryFn: () => apiJson<TCoachScheduleResponse>('GET', '/api/coach/schedule'),
  });
}

// The whole schedule at once; the answer lists upcoming bookings the new hours leave out (they are kept).
export function useSaveCoachSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['coach-schedule'],
    mutationFn: (schedule: Schedule) => apiJson<TCoachScheduleResponse>('PUT', '/api/coach/schedule', schedule),
    onSuccess: (answer) => {
      queryClient.setQueryData(COACH_SCHEDULE_QUERY_KEY, answer);
      // The profile shows the zone, and the public calendar the new hours.
      void queryClient.invalidateQueries({ queryKey: COACH_ME_QUERY_KEY });
    },
  });
}
