import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { apiUrl, callApi } from '@/lib/api-client';

export function coachAvailabilityUrl(coachId: number, from: string, to: string) {
  return apiUrl(api.getCoachAvailability, { params: { id: coachId }, query: { from, to } });
}

export function getCoachAvailability(coachId: number, from: string, to: string) {
  return callApi(api.getCoachAvailability, { params: { id: coachId }, query: { from, to } });
}

// Slots change as other clients book, so this one is refetched when revisited
// (the app default is "never stale").
export function getCoachAvailabilityQueryOptions(coachId: number, from: string, to: string) {
  return queryOptions({
    queryKey: [coachAvailabilityUrl(coachId, from, to)],
    queryFn: () => getCoachAvailability(coachId, from, to),
    staleTime: 60_000,
  });
}

export function useCoachAvailability(coachId: number, from: string, to: string) {
  return useQuery(getCoachAvailabilityQueryOptions(coachId, from, to));
}
