import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TCreateReviewRequest, TOwnReview } from '@shared/schemas/reviews';
import { BOOKINGS_QUERY_KEY, USER_BOOKINGS_QUERY_KEY } from '@/lib/bookings/get-user-bookings';
import { apiUrl, callApi } from '@/lib/api-client';

export function createReview(input: TCreateReviewRequest): Promise<TOwnReview> {
  return callApi(api.createReview, { body: input });
}

export function getCreateReviewMutationOptions() {
  return { mutationKey: ['create-review'], mutationFn: createReview };
}

// A review changes the dashboard card ('Review submitted'), the booking, and
// the coach's rating and review list.
export function useCreateReview(coachId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    ...getCreateReviewMutationOptions(),
    onSuccess: async (review) => {
      const coachPrefix = coachId === undefined ? undefined : apiUrl(api.getCoach, { params: { id: coachId } });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: USER_BOOKINGS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: [apiUrl(api.getBooking, { params: { id: review.bookingId } })] }),
        queryClient.invalidateQueries({ queryKey: [apiUrl(api.getOwnReview, { params: { bookingId: review.bookingId } })] }),
        queryClient.invalidateQueries({
          predicate: (query) => {
            const key = String(query.queryKey[0]);
            return (
              coachPrefix !== undefined && (key === coachPrefix || key.startsWith(`${coachPrefix}/`) || key.startsWith(`${coachPrefix}?`))
            );
          },
        }),
        // Directory cards show ratings too.
        queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(`${apiUrl(api.listCoaches)}?`) }),
      ]);
    },
  });
}
