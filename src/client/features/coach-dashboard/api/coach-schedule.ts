import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { Schedule } from '@shared/domain/schedule';
import { apiUrl, callApi } from '@/lib/api-client';
import { COACH_ME_QUERY_KEY } from './get-coach-me';

export const COACH_SCHEDULE_QUERY_KEY = [apiUrl(api.getCoachSchedule)] as const;

export function useCoachSchedule() {
  return useQuery({
    queryKey: COACH_SCHEDULE_QUERY_KEY,
    queryFn: () => callApi(api.getCoachSchedule),
  });
}

// The whole schedule at once; the answer lists upcoming bookings the new hours leave out (they are kept).
export function useSaveCoachSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['coach-schedule'],
    mutationFn: (schedule: Schedule) => callApi(api.replaceCoachSchedule, { body: schedule }),
    onSuccess: (answer) => {
      queryClient.setQueryData(COACH_SCHEDULE_QUERY_KEY, answer);
      // The profile shows the zone, and the public calendar the new hours.
      void queryClient.invalidateQueries({ queryKey: COACH_ME_QUERY_KEY });
    },
  });
}
