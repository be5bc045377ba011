import { useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { apiUrl, callApi } from '@/lib/api-client';

// Which of a coach's reviews the signed-in reader wrote: the profile offers no Report on those.
export function useOwnReviewIds(coachId: number, signedIn: boolean) {
  const query = { coachId };
  return useQuery({
    queryKey: [apiUrl(api.listOwnReviewIds, { query })],
    queryFn: () => callApi(api.listOwnReviewIds, { query }),
    enabled: signedIn,
  });
}
