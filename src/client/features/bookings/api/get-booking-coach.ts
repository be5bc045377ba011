import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCoach } from '@shared/schemas/coaches';
import { apiJson } from '@/lib/api-client';

// The same key the coach profile uses for GET /api/coaches/:id, so a visitor
// coming from the profile sees the checkout without waiting.
export function coachQueryKey(coachId: string) {
  return [`/api/coaches/${encodeURIComponent(coachId)}`] as const;
}

export function getBookingCoach(coachId: string): Promise<TCoach> {
  return apiJson<TCoach>('GET', coachQueryKey(coachId)[0]);
}

export function getBookingCoachQueryOptions(coachId: string) {
  return queryOptions({ queryKey: coachQueryKey(coachId), queryFn: () => getBookingCoach(coachId) });
}

export function useBookingCoach(coachId: string, enabled = true) {
  return useQuery({ ...getBookingCoachQueryOptions(coachId), enabled });
}
