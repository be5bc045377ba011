// The admin's queue of disputed no-show reports and the decision on one (docs/product/no-shows.md).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TNoShowDecisionRequest } from '@shared/schemas/no-shows';
import { apiUrl, callApi } from '@/lib/api-client';
import { USER_BOOKINGS_QUERY_KEY } from '@/lib/bookings/get-user-bookings';
import { invalidateAdminData } from './admin-query-keys';

export const NO_SHOW_CASES_URL = apiUrl(api.listNoShowCases);

export function getNoShowCases() {
  return callApi(api.listNoShowCases);
}

export function getNoShowCasesQueryOptions() {
  return queryOptions({ queryKey: [NO_SHOW_CASES_URL], queryFn: getNoShowCases, staleTime: 0 });
}

export function useNoShowCases() {
  return useQuery(getNoShowCasesQueryOptions());
}

export function decideNoShow({ bookingId, ...body }: TNoShowDecisionRequest & { bookingId: number }) {
  return callApi(api.decideNoShowCase, { params: { id: bookingId }, body });
}

export function useDecideNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['decide-no-show'],
    mutationFn: decideNoShow,
    onSettled: async () => {
      await invalidateAdminData(queryClient);
      await queryClient.invalidateQueries({ queryKey: USER_BOOKINGS_QUERY_KEY });
    },
  });
}
