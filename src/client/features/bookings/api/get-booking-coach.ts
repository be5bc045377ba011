import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { apiUrl, callApi } from '@/lib/api-client';

// The same key the coach profile uses for GET /api/coaches/:id, so a visitor
// coming from the profile sees the checkout without waiting.
export function coachQueryKey(coachId: string) {
  return [apiUrl(api.getCoach, { params: { id: coachId } })] as const;
}

export function getBookingCoach(coachId: string) {
  return callApi(api.getCoach, { params: { id: coachId } });
}

export function getBookingCoachQueryOptions(coachId: string) {
  return queryOptions({ queryKey: coachQueryKey(coachId), queryFn: () => getBookingCoach(coachId) });
}

export function useBookingCoach(coachId: string, enabled = true) {
  return useQuery({ ...getBookingCoachQueryOptions(coachId), enabled });
}
