// Starts the main request of a page that is opened directly, while the page's
// own code is still downloading, instead of only after it has rendered. The
// coach profile's photo (its largest paint) and the checkout both wait on the
// coach, so this takes one round trip off their first view on a slow phone.
import type { QueryClient } from '@tanstack/react-query';
import { getCoachQueryOptions } from '@/features/coaches/api/get-coach';

// /coaches/:id and /booking/:id (app-routes.tsx) read GET /api/coaches/:id under the same query key.
const COACH_PAGE = /^\/(?:coaches|booking)\/([^/]+)$/;

export function prefetchRouteData(queryClient: QueryClient, pathname: string) {
  const coachId = COACH_PAGE.exec(pathname)?.[1];
  if (coachId) void queryClient.prefetchQuery(getCoachQueryOptions(decodeURIComponent(coachId)));
}
