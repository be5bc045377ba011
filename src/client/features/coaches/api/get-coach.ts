import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCoach } from '@shared/schemas/coaches';
import { apiJson } from '@/lib/api-client';

export function coachQueryKey(id: string) {
  return [`/api/coaches/${encodeURIComponent(id)}`] as const;
}

export function getCoach(id: string): Promise<TCoach> {
  return apiJson<TCoach>('GET', coachQueryKey(id)[0]);
}

export function getCoachQueryOptions(id: string) {
  return queryOptions({ queryKey: coachQueryKey(id), queryFn: () => getCoach(id) });
}

export function useCoach(id: string) {
  return useQuery(getCoachQueryOptions(id));
}
