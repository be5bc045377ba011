// Admin lists are keyed by their full URL (the default query function fetches
// queryKey[0]), so each filter and page is its own cache entry and a change
// invalidates every entry under a prefix at once.
import type { QueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { ApiRoute } from '@shared/api/endpoint';

// The part of an endpoint's path before its first parameter: every address
// of that endpoint starts with it (for invalidating a family of query keys).
function apiPathPrefix(route: ApiRoute): string {
  const param = route.path.indexOf(':');
  return param === -1 ? route.path : route.path.slice(0, param);
}

// Anything the admin console shows: its every read.
const ADMIN_DATA_PREFIXES = [
  api.getAdminOverview,
  api.getAdminMoney,
  api.getAdminSettings,
  api.listAdminUsers,
  api.getAdminUser,
  api.listAdminBookings,
  api.getAdminBooking,
  api.listAdminCoaches,
  api.getVettingQueue,
  api.listAdminReports,
  api.listNoShowCases,
  api.listAdminSpecializations,
  api.listAdminTransfers,
  api.getReconciliation,
  api.listAllPackages,
  api.listDeadWork,
].map(apiPathPrefix);

export function invalidateAdminData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = String(query.queryKey[0]);
      return ADMIN_DATA_PREFIXES.some((prefix) => key.startsWith(prefix));
    },
  });
}
