// A participant's own review of a completed program (docs/product/programs.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TProgramReview } from '@shared/schemas/reviews';
import { ApiError, callApi } from '@/lib/api-client';

const ownReviewKey = (id: number) => ['programs', 'review', id] as const;

// The review, or null when there is none yet (the server answers 404).
export function useOwnProgramReview(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ownReviewKey(id),
    enabled,
    queryFn: async (): Promise<TProgramReview | null> => {
      try {
        return await callApi(api.getOwnProgramReview, { params: { id: String(id) } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useCreateProgramReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { rating: number; comment: string | null }) =>
      callApi(api.createProgramReview, { params: { id: String(id) }, body }),
    onSuccess: (review) => queryClient.setQueryData(ownReviewKey(id), review),
  });
}
