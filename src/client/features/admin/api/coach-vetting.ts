// The admins' coach review queue and their decisions (docs/product/vetting.md).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { CoachListingStatus, TVettingCoach, TVettingQueue } from '@shared/schemas/vetting';
import { apiUrl, callApi } from '@/lib/api-client';
import { invalidateAdminData } from './admin-query-keys';

export function getVettingQueue(status: CoachListingStatus): Promise<TVettingQueue> {
  return callApi(api.getVettingQueue, { query: { status } });
}

export function getVettingQueueQueryOptions(status: CoachListingStatus) {
  return queryOptions({
    queryKey: [apiUrl(api.getVettingQueue, { query: { status } })],
    queryFn: () => getVettingQueue(status),
    staleTime: 0,
  });
}

export function useVettingQueue(status: CoachListingStatus) {
  return useQuery(getVettingQueueQueryOptions(status));
}

export type VettingDecision = { coachId: number; decision: 'approve' } | { coachId: number; decision: 'reject' | 'unlist'; reason: string };

export function decideVetting(input: VettingDecision): Promise<TVettingCoach> {
  const params = { id: input.coachId };
  if (input.decision === 'approve') return callApi(api.approveVettingCoach, { params });
  const body = { reason: input.reason };
  return input.decision === 'reject'
    ? callApi(api.rejectVettingCoach, { params, body })
    : callApi(api.unlistVettingCoach, { params, body });
}

export function useDecideVetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['decide-vetting'],
    mutationFn: decideVetting,
    onSettled: () => invalidateAdminData(queryClient),
  });
}
