import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEarnings } from '@shared/schemas/coach-profile';
import { apiJson } from '@/lib/api-client';

export const COACH_EARNINGS_QUERY_KEY = ['/api/coach/earnings'] as const;

export function getCoachEarnings(): Promise<TEarnings> {
  return apiJson<TEarnings>('GET', COACH_EARNINGS_QUERY_KEY[0]);
}

export function getCoachEarningsQueryOptions() {
  return queryOptions({ queryKey: COACH_EARNINGS_QUERY_KEY, queryFn: getCoachEarnings });
}

export function useCoachEarnings(enabled: boolean) {
  return useQuery({ ...getCoachEarningsQueryOptions(), enabled });
}
