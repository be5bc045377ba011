import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { callApi } from '@/lib/api-client';
import { coachesApiQuery, coachesApiUrl, type DirectoryFilters } from '../lib/directory-filters';

// One page of the directory; filtering and paging happen on the server, so the
// browser never downloads every coach.
export function getCoaches(filters: DirectoryFilters, timeZone: string) {
  return callApi(api.listCoaches, { query: coachesApiQuery(filters, timeZone) });
}

export function getCoachesQueryOptions(filters: DirectoryFilters, timeZone: string) {
  return queryOptions({ queryKey: [coachesApiUrl(filters, timeZone)], queryFn: () => getCoaches(filters, timeZone) });
}

export function useCoaches(filters: DirectoryFilters, timeZone: string) {
  // Keep the previous page on screen while the next filter's results load.
  return useQuery({ ...getCoachesQueryOptions(filters, timeZone), placeholderData: keepPreviousData });
}
