import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { callApi } from '@/lib/api-client';
import { BOOKINGS_QUERY_KEY, USER_BOOKINGS_QUERY_KEY } from '@/lib/bookings/get-user-bookings';
import { COACH_EARNINGS_QUERY_KEY } from './get-coach-earnings';
import { COACH_HISTORY_QUERY_KEY } from './get-coach-history';

// The coach's three moves (docs/product/booking-lifecycle.md#who-may-change-a-status): Confirm, Decline, Cancel.
export type CoachStatusChange = { bookingId: number; status: 'confirmed' | 'cancelled' };

export function updateBookingStatus({ bookingId, status }: CoachStatusChange) {
  return callApi(api.updateBookingStatus, { params: { id: bookingId }, body: { status } });
}

export function getUpdateBookingStatusMutationOptions() {
  return { mutationKey: ['update-booking-status'], mutationFn: updateBookingStatus };
}

export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    ...getUpdateBookingStatusMutationOptions(),
    // The bookings list is refreshed after a change (docs/product/coach-dashboard.md#what-is-refreshed).
    onSuccess: () =>
      Promise.all(
        [USER_BOOKINGS_QUERY_KEY, BOOKINGS_QUERY_KEY, COACH_HISTORY_QUERY_KEY, COACH_EARNINGS_QUERY_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
