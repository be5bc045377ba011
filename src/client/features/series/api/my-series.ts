// Weekly series (docs/product/series.md): the series both dashboards list, and
// the refresh every change to a series ends with.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TSeries } from '@shared/schemas/series';
import { callApi } from '@/lib/api-client';
import { USER_BOOKINGS_QUERY_KEY } from '@/lib/bookings/get-user-bookings';
import { PACKAGES_KEY } from '@/features/packages';

const MY_SERIES_KEY = ['series', 'mine'] as const;

export function useMySeries(enabled = true) {
  return useQuery({ queryKey: MY_SERIES_KEY, queryFn: (): Promise<TSeries[]> => callApi(api.listUserSeries), enabled });
}

// After any change to a series its sessions, the credits and the series list are read again.
export function useRefreshAfterSeriesChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MY_SERIES_KEY }),
      queryClient.invalidateQueries({ queryKey: USER_BOOKINGS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: PACKAGES_KEY }),
    ]);
}
