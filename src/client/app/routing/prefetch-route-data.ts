// Starts the main request of a page that is opened directly, while the page's
// own code is still downloading, instead of only after it has rendered. The
// coach profile's photo (its largest paint) and the checkout both wait on the
// coach, so this takes one round trip off their first view on a slow phone.
import type { QueryClient } from '@tanstack/react-query';
import { getCoachQueryOptions } from '@/features/coaches/api/get-coach';
import { PREFETCHED_PAGE } from './prefetched-pages';

export function prefetchRouteData(queryClient: QueryClient, pathname: string) {
  const coachId = PREFETCHED_PAGE.exec(pathname)?.[1];
  if (coachId) void queryClient.prefetchQuery(getCoachQueryOptions(decodeURIComponent(coachId)));
}
