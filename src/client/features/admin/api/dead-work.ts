// Work that gave up after its last attempt (GET /api/admin/work/dead) and an
// admin's retry of it (docs/decisions/0087-one-work-queue.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { apiUrl, callApi } from '@/lib/api-client';
import { invalidateAdminData } from './admin-query-keys';

// Keyed by the full URL, so the console's invalidation of /api/admin/ covers it.
export function useDeadWork() {
  return useQuery({ queryKey: [apiUrl(api.listDeadWork)], queryFn: () => callApi(api.listDeadWork) });
}

// 204: the work is due again at once with fresh attempts; the list refreshes either way.
export function useRetryDeadWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['retry-dead-work'],
    mutationFn: async (id: number) => {
      await callApi(api.retryDeadWork, { params: { id } });
    },
    onSettled: () => invalidateAdminData(queryClient),
  });
}
