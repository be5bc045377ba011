import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TRescheduleBookingRequest } from '@shared/schemas/bookings';
import { callApi } from '@/lib/api-client';
import { BOOKINGS_QUERY_KEY, USER_BOOKINGS_QUERY_KEY } from '@/lib/bookings/get-user-bookings';

// docs/product/reschedule.md: same booking, same payment, a new time.
export function rescheduleBooking({ bookingId, ...body }: TRescheduleBookingRequest & { bookingId: number }) {
  return callApi(api.rescheduleBooking, { params: { id: bookingId }, body });
}

export function getRescheduleBookingMutationOptions() {
  return { mutationKey: ['reschedule-booking'], mutationFn: rescheduleBooking };
}

export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    ...getRescheduleBookingMutationOptions(),
    onSettled: async () => {
      // Refreshed after a refusal too: the booking or the open times may have changed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: USER_BOOKINGS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY }),
      ]);
    },
  });
}
