import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TAdminBookingDetail } from '@shared/schemas/admin';
import { callApi } from '@/lib/api-client';
import { USER_BOOKINGS_QUERY_KEY } from '@/lib/bookings/get-user-bookings';
import { invalidateAdminData } from './admin-query-keys';

export function cancelAdminBooking(bookingId: number): Promise<TAdminBookingDetail> {
  return callApi(api.cancelAdminBooking, { params: { id: bookingId } });
}

export function useCancelAdminBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cancel-admin-booking'],
    mutationFn: cancelAdminBooking,
    onSuccess: async () => {
      await invalidateAdminData(queryClient);
      // The parties' dashboards read their own list.
      await queryClient.invalidateQueries({ queryKey: USER_BOOKINGS_QUERY_KEY });
    },
  });
}
