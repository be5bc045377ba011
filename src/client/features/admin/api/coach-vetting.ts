// The admins' coach review queue and their decisions (docs/product/vetting.md).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachListingStatus, TVettingCoach, TVettingQueue } from '@shared/schemas/vetting';
import { apiJson } from '@/lib/api-client';
import { invalidateAdminData, urlWithParams } from './admin-query-keys';

export const VETTING_URL = '/api/admin/vetting';

export function getVettingQueue(status: CoachListingStatus): Promise<TVettingQueue> {
  return apiJson<TVettingQueue>('GET', urlWithParams(VETTING_URL, { status }));
}

export function getVettingQueueQueryOptions(status: CoachListingStatus) {
  return queryOptions({ queryKey: [urlWithParams(VETTING_URL, { status })], queryFn: () => getVettingQueue(status), staleTime: 0 });
}

export function useVettingQueue(status: CoachListingStatus) {
  return useQuery(getVettingQueueQueryOptions(status));
}

export type VettingDecision = { coachId: number; decision: 'approve' } | { coachId: number; decision: 'reject' | 'unlist'; reason: string };

export function decideVetting(input: VettingDecision): Promise<TVettingCoach> {
  const url = `${VETTING_URL}/${input.coachId}/${input.decision}`;
  return input.decision === 'approve' ? apiJson<TVettingCoach>('POST', url) : apiJson<TVettingCoach>('POST', url, { reason: input.reason });
}

export function useDecideVetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['decide-vetting'],
    mutationFn: decideVetting,
    onSettled: () => invalidateAdminData(queryClient),
  });
}
