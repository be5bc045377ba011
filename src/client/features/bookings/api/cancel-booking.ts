import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { callApi } from '@/lib/api-client';
import { BOOKINGS_QUERY_KEY, USER_BOOKINGS_QUERY_KEY } from '@/lib/bookings/get-user-bookings';
import { PACKAGES_KEY } from '@/features/packages';

// The server refunds what the booking's cancellation policy gives at that moment
// (paymentStatus 'refunded' or 'partially_refunded', docs/product/cancellation-policy.md).
export function cancelBooking(bookingId: number) {
  return callApi(api.updateBookingStatus, { params: { id: bookingId }, body: { status: 'cancelled' } });
}

export function getCancelBookingMutationOptions() {
  return { mutationKey: ['cancel-booking'], mutationFn: cancelBooking };
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    ...getCancelBookingMutationOptions(),
    // Not awaited: the dialog's own onSuccess (its toast) must run while the dialog
    // is still there; once the refetched list drops the cancelled booking's card,
    // React Query no longer calls it.
    onSuccess: () => {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: USER_BOOKINGS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY }),
        // A credit that comes back shows in My packages at once.
        queryClient.invalidateQueries({ queryKey: PACKAGES_KEY }),
      ]);
    },
  });
}
