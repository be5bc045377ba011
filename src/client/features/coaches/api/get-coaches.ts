import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCoachListResponse } from '@shared/schemas/coaches';
import { apiJson } from '@/lib/api-client';
import { coachesApiUrl, type DirectoryFilters } from '../lib/directory-filters';

// One page of the directory; filtering and paging happen on the server, so the
// browser never downloads every coach.
export function getCoaches(url: string): Promise<TCoachListResponse> {
  return apiJson<TCoachListResponse>('GET', url);
}

export function getCoachesQueryOptions(filters: DirectoryFilters, timeZone: string) {
  const url = coachesApiUrl(filters, timeZone);
  return queryOptions({ queryKey: [url], queryFn: () => getCoaches(url) });
}

export function useCoaches(filters: DirectoryFilters, timeZone: string) {
  // Keep the previous page on screen while the next filter's results load.
  return useQuery({ ...getCoachesQueryOptions(filters, timeZone), placeholderData: keepPreviousData });
}
