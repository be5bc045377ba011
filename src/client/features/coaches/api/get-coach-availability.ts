import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAvailabilityResponse } from '@shared/schemas/availability';
import { apiJson } from '@/lib/api-client';

export function coachAvailabilityUrl(coachId: number, from: string, to: string) {
  const params = new URLSearchParams({ from, to });
  return `/api/coaches/${coachId}/availability?${params.toString()}`;
}

export function getCoachAvailability(coachId: number, from: string, to: string): Promise<TAvailabilityResponse> {
  return apiJson<TAvailabilityResponse>('GET', coachAvailabilityUrl(coachId, from, to));
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
