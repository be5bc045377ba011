// A client's credits with a coach and a session booked with one (docs/product/packages.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TBooking } from '@shared/schemas/bookings';
import { callApi } from '@/lib/api-client';
import { creditBalanceKey, PACKAGES_KEY } from './packages-keys';

export function useCreditBalance(coachId: number, enabled: boolean) {
  return useQuery({
    queryKey: creditBalanceKey(coachId),
    queryFn: () => callApi(api.getCreditBalance, { params: { id: String(coachId) } }),
    enabled,
  });
}

export function useBookWithCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { coachId: number; startTime: string; notes?: string | null; timeZone?: string }): Promise<TBooking> =>
      callApi(api.createCreditBooking, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PACKAGES_KEY }),
  });
}
