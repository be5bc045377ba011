// Weekly series (docs/product/series.md): the preview a client reviews, the
// checkout, and the series both dashboards list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TCreateSeriesRequest, TSeries, TSeriesPreview, TSeriesPreviewRequest } from '@shared/schemas/series';
import { callApi } from '@/lib/api-client';
import { USER_BOOKINGS_QUERY_KEY } from '@/lib/bookings/get-user-bookings';
import { PACKAGES_KEY } from '@/lib/packages/packages-api';

export const MY_SERIES_KEY = ['series', 'mine'] as const;
export const seriesPreviewKey = (request: TSeriesPreviewRequest) =>
  ['series', 'preview', request.coachId, request.startTime, request.cadenceWeeks, request.count] as const;

export function useSeriesPreview(request: TSeriesPreviewRequest, enabled: boolean) {
  return useQuery({
    queryKey: seriesPreviewKey(request),
    queryFn: (): Promise<TSeriesPreview> => callApi(api.previewSeries, { body: request }),
    enabled,
  });
}

export function useMySeries(enabled = true) {
  return useQuery({ queryKey: MY_SERIES_KEY, queryFn: (): Promise<TSeries[]> => callApi(api.listUserSeries), enabled });
}

// After any change to a series its sessions, the credits and the series list are read again.
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MY_SERIES_KEY }),
      queryClient.invalidateQueries({ queryKey: USER_BOOKINGS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: PACKAGES_KEY }),
    ]);
}

export function useCreateSeries() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: TCreateSeriesRequest): Promise<TSeries> => callApi(api.createSeries, { body }),
    onSuccess: refresh,
  });
}

export function useConfirmSeries() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (id: number): Promise<TSeries> => callApi(api.confirmSeries, { params: { id: String(id) } }),
    onSuccess: refresh,
  });
}

export function useCancelFollowing() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (bookingId: number): Promise<TSeries> => callApi(api.cancelSeriesFrom, { params: { id: String(bookingId) } }),
    onSuccess: refresh,
  });
}
