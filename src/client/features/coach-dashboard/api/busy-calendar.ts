import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBusyCalendarResponse } from '@shared/schemas/busy-calendar';
import { apiJson, apiRequest } from '@/lib/api-client';

export const BUSY_CALENDAR_QUERY_KEY = ['/api/coach/busy-calendar'] as const;

// Pro coaches only: a free coach's dashboard never asks.
export function useBusyCalendar(enabled: boolean) {
  return useQuery({
    queryKey: BUSY_CALENDAR_QUERY_KEY,
    queryFn: () => apiJson<TBusyCalendarResponse>('GET', '/api/coach/busy-calendar'),
    enabled,
  });
}

// Saving syncs at once: the answer already says whether the address works.
export function saveBusyCalendar(url: string): Promise<TBusyCalendarResponse> {
  return apiJson<TBusyCalendarResponse>('PUT', '/api/coach/busy-calendar', { url });
}

export function syncBusyCalendar(): Promise<TBusyCalendarResponse> {
  return apiJson<TBusyCalendarResponse>('POST', '/api/coach/busy-calendar/sync');
}

export async function removeBusyCalendar(): Promise<TBusyCalendarResponse> {
  await apiRequest('DELETE', '/api/coach/busy-calendar');
  return { busyCalendar: null };
}

function useStore() {
  const queryClient = useQueryClient();
  return (response: TBusyCalendarResponse) => queryClient.setQueryData(BUSY_CALENDAR_QUERY_KEY, response);
}

export function useSaveBusyCalendar() {
  const store = useStore();
  return useMutation({ mutationKey: ['busy-calendar-save'], mutationFn: saveBusyCalendar, onSuccess: store });
}

export function useSyncBusyCalendar() {
  const store = useStore();
  return useMutation({ mutationKey: ['busy-calendar-sync'], mutationFn: syncBusyCalendar, onSuccess: store });
}

export function useRemoveBusyCalendar() {
  const store = useStore();
  return useMutation({ mutationKey: ['busy-calendar-remove'], mutationFn: removeBusyCalendar, onSuccess: store });
}
