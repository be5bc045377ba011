import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminBookingDetail } from '@shared/schemas/admin';
import { apiJson } from '@/lib/api-client';
import { USER_BOOKINGS_QUERY_KEY } from '@/lib/bookings/get-user-bookings';
import { invalidateAdminData } from './admin-query-keys';

export function cancelAdminBooking(bookingId: number): Promise<TAdminBookingDetail> {
  return apiJson<TAdminBookingDetail>('POST', `/api/admin/bookings/${bookingId}/cancel`);
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
