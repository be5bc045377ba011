// A Pro coach's CalDAV calendar sync (docs/decisions/0057-caldav-sync.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TCalDavChoiceRequest, TCalDavConnectRequest, TCalDavResponse } from '@shared/schemas/caldav';
import { apiUrl, callApi } from '@/lib/api-client';

export const CALDAV_QUERY_KEY = [apiUrl(api.getCalDav)] as const;
const WEEK_QUERY_KEY = [apiUrl(api.getCalDavWeek)] as const;

// Pro coaches only: a free coach's dashboard never asks.
export function useCalDav(enabled: boolean) {
  return useQuery({ queryKey: CALDAV_QUERY_KEY, queryFn: () => callApi(api.getCalDav), enabled });
}

export function useCalDavWeek(enabled: boolean) {
  return useQuery({ queryKey: WEEK_QUERY_KEY, queryFn: () => callApi(api.getCalDavWeek, { query: {} }), enabled });
}

// Every change answers with the connection as it now is; the week view is read again.
function useStore() {
  const queryClient = useQueryClient();
  return (response: TCalDavResponse) => {
    queryClient.setQueryData(CALDAV_QUERY_KEY, response);
    void queryClient.invalidateQueries({ queryKey: WEEK_QUERY_KEY });
  };
}

export function useConnectCalDav() {
  const store = useStore();
  return useMutation({
    mutationKey: ['caldav-connect'],
    mutationFn: (body: TCalDavConnectRequest) => callApi(api.connectCalDav, { body }),
    onSuccess: store,
  });
}

export function useChooseCalDavCalendars() {
  const store = useStore();
  return useMutation({
    mutationKey: ['caldav-choose'],
    mutationFn: (body: TCalDavChoiceRequest) => callApi(api.chooseCalDavCalendars, { body }),
    onSuccess: store,
  });
}

export function useSyncCalDav() {
  const store = useStore();
  return useMutation({ mutationKey: ['caldav-sync'], mutationFn: () => callApi(api.syncCalDav), onSuccess: store });
}

export function useDisconnectCalDav() {
  const store = useStore();
  return useMutation({
    mutationKey: ['caldav-disconnect'],
    mutationFn: async (): Promise<TCalDavResponse> => {
      await callApi(api.disconnectCalDav);
      return { caldav: null };
    },
    onSuccess: store,
  });
}
