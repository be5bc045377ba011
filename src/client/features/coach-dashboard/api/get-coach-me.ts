import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TCoachMe } from '@shared/schemas/coach-profile';
import { ApiError, apiUrl, callApi } from '@/lib/api-client';

export const COACH_ME_QUERY_KEY = [apiUrl(api.getCoachMe)] as const;
// The own profile is fresh for 30 s and refetched on focus and mount (docs/product/coach-dashboard.md#what-is-refreshed).
export const COACH_ME_STALE_MS = 30_000;

export function getCoachMe(): Promise<TCoachMe> {
  return callApi(api.getCoachMe);
}

export function getCoachMeQueryOptions() {
  return queryOptions({
    queryKey: COACH_ME_QUERY_KEY,
    queryFn: getCoachMe,
    staleTime: COACH_ME_STALE_MS,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
  });
}

export function useCoachMe(enabled: boolean) {
  return useQuery({ ...getCoachMeQueryOptions(), enabled });
}

// 404 means the coach has not finished onboarding yet (no profile).
export function isMissingProfile(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
