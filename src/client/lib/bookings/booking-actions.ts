// The actions either party takes on one booking beyond its status: answering a coach's proposed
// time (docs/product/reschedule.md#the-coach-proposes) and no-shows (docs/product/no-shows.md).
// Each answers with the booking; every list that shows bookings is refreshed afterwards, also
// after a refusal, since the booking may have changed meanwhile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TBooking } from '@shared/schemas/bookings';
import { callApi } from '@/lib/api-client';
import { BOOKINGS_QUERY_KEY, USER_BOOKINGS_QUERY_KEY } from './get-user-bookings';

export type BookingAction =
  | { kind: 'propose'; bookingId: number; startTime: string }
  | { kind: 'accept-proposal'; bookingId: number; startTime: string }
  | { kind: 'dismiss-proposal'; bookingId: number }
  | { kind: 'client-absent' | 'coach-absent' | 'dispute'; bookingId: number; statement: string };

export function bookingAction(action: BookingAction): Promise<TBooking> {
  const params = { id: action.bookingId };
  switch (action.kind) {
    case 'propose':
      return callApi(api.proposeBookingTime, { params, body: { startTime: action.startTime } });
    case 'accept-proposal':
      return callApi(api.acceptBookingProposal, { params, body: { startTime: action.startTime } });
    case 'dismiss-proposal':
      return callApi(api.dismissBookingProposal, { params });
    case 'client-absent':
      return callApi(api.markClientAbsent, { params, body: { statement: action.statement } });
    case 'coach-absent':
      return callApi(api.reportCoachAbsent, { params, body: { statement: action.statement } });
    case 'dispute':
      return callApi(api.disputeNoShow, { params, body: { statement: action.statement } });
  }
}

export function getBookingActionMutationOptions() {
  return { mutationKey: ['booking-action'], mutationFn: bookingAction };
}

// `alsoRefresh`: the caller's own lists that show bookings (history, earnings).
export function useBookingAction(alsoRefresh: ReadonlyArray<readonly unknown[]> = []) {
  const queryClient = useQueryClient();
  return useMutation({
    ...getBookingActionMutationOptions(),
    onSettled: () =>
      Promise.all(
        [USER_BOOKINGS_QUERY_KEY, BOOKINGS_QUERY_KEY, ...alsoRefresh].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
