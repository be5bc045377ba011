import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TBusyCalendarResponse } from '@shared/schemas/busy-calendar';
import { apiUrl, callApi } from '@/lib/api-client';

export const BUSY_CALENDAR_QUERY_KEY = [apiUrl(api.getBusyCalendar)] as const;

// Pro coaches only: a free coach's dashboard never asks.
export function useBusyCalendar(enabled: boolean) {
  return useQuery({
    queryKey: BUSY_CALENDAR_QUERY_KEY,
    queryFn: () => callApi(api.getBusyCalendar),
    enabled,
  });
}

// Saving syncs at once: the answer already says whether the address works.
export function saveBusyCalendar(url: string): Promise<TBusyCalendarResponse> {
  return callApi(api.saveBusyCalendar, { body: { url } });
}

export function syncBusyCalendar(): Promise<TBusyCalendarResponse> {
  return callApi(api.syncBusyCalendar);
}

export async function removeBusyCalendar(): Promise<TBusyCalendarResponse> {
  await callApi(api.removeBusyCalendar);
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
