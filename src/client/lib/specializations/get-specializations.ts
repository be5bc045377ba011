import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSpecializationList } from '@shared/schemas/specializations';
import { apiJson } from '@/lib/api-client';

export const SPECIALIZATIONS_QUERY_KEY = ['/api/specializations'] as const;

// Public list (no sign-in needed); coachCount counts listable coaches only.
export function getSpecializations(): Promise<TSpecializationList> {
  return apiJson<TSpecializationList>('GET', '/api/specializations');
}

export function getSpecializationsQueryOptions() {
  return queryOptions({ queryKey: SPECIALIZATIONS_QUERY_KEY, queryFn: getSpecializations });
}

export function useSpecializations() {
  return useQuery(getSpecializationsQueryOptions());
}
