// Confirming a series and cancelling it from one session on (docs/product/series.md).
import { useMutation } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TSeries } from '@shared/schemas/series';
import { callApi } from '@/lib/api-client';
import { useRefreshAfterSeriesChange } from './my-series';

export function useConfirmSeries() {
  const refresh = useRefreshAfterSeriesChange();
  return useMutation({
    mutationFn: (id: number): Promise<TSeries> => callApi(api.confirmSeries, { params: { id: String(id) } }),
    onSuccess: refresh,
  });
}

export function useCancelFollowing() {
  const refresh = useRefreshAfterSeriesChange();
  return useMutation({
    mutationFn: (bookingId: number): Promise<TSeries> => callApi(api.cancelSeriesFrom, { params: { id: String(bookingId) } }),
    onSuccess: refresh,
  });
}
