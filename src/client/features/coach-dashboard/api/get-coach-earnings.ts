import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TEarnings } from '@shared/schemas/coach-profile';
import { apiUrl, callApi } from '@/lib/api-client';

export const COACH_EARNINGS_QUERY_KEY = [apiUrl(api.getEarnings)] as const;

export function getCoachEarnings(): Promise<TEarnings> {
  return callApi(api.getEarnings);
}

export function getCoachEarningsQueryOptions() {
  return queryOptions({ queryKey: COACH_EARNINGS_QUERY_KEY, queryFn: getCoachEarnings });
}

export function useCoachEarnings(enabled: boolean) {
  return useQuery({ ...getCoachEarningsQueryOptions(), enabled });
}
