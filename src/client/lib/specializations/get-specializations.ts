import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TSpecializationList } from '@shared/schemas/specializations';
import { apiUrl, callApi } from '@/lib/api-client';

export const SPECIALIZATIONS_QUERY_KEY = [apiUrl(api.listSpecializations)] as const;

// Public list (no sign-in needed); coachCount counts listable coaches only.
export function getSpecializations(): Promise<TSpecializationList> {
  return callApi(api.listSpecializations);
}

export function getSpecializationsQueryOptions() {
  return queryOptions({ queryKey: SPECIALIZATIONS_QUERY_KEY, queryFn: getSpecializations });
}

export function useSpecializations() {
  return useQuery(getSpecializationsQueryOptions());
}
