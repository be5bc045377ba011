import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { apiUrl, callApi } from '@/lib/api-client';

export function coachQueryKey(id: string) {
  return [apiUrl(api.getCoach, { params: { id } })] as const;
}

export function getCoach(id: string) {
  return callApi(api.getCoach, { params: { id } });
}

export function getCoachQueryOptions(id: string) {
  return queryOptions({ queryKey: coachQueryKey(id), queryFn: () => getCoach(id) });
}

export function useCoach(id: string) {
  return useQuery(getCoachQueryOptions(id));
}
