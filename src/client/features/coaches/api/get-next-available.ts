import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { apiUrl, callApi } from '@/lib/api-client';

// The cards' "Next available" for one page of the directory. Asked apart from
// the page itself, whose answer is cached and does not move with the clock.
export function nextAvailableUrl(coachIds: readonly number[]): string {
  // The commas as they are (the key the cards have always been kept under).
  return `${apiUrl(api.getCoachesNextAvailable)}?ids=${coachIds.join(',')}`;
}

export function getNextAvailable(coachIds: readonly number[]) {
  return callApi(api.getCoachesNextAvailable, { query: { ids: coachIds.join(',') } });
}

// Slots go as other clients book: refetched when revisited, like the calendar.
export function getNextAvailableQueryOptions(coachIds: readonly number[]) {
  return queryOptions({
    queryKey: [nextAvailableUrl(coachIds)],
    queryFn: () => getNextAvailable(coachIds),
    staleTime: 60_000,
    enabled: coachIds.length > 0,
  });
}

export function useNextAvailable(coachIds: readonly number[]) {
  return useQuery(getNextAvailableQueryOptions(coachIds));
}
