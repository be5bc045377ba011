// Admin lists are keyed by their full URL (the default query function fetches
// queryKey[0]), so each filter and page is its own cache entry and a change
// invalidates every entry under a prefix at once.
import type { QueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { apiPathPrefix } from '@/lib/api-client';

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
].map(apiPathPrefix);

export function invalidateAdminData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = String(query.queryKey[0]);
      return ADMIN_DATA_PREFIXES.some((prefix) => key.startsWith(prefix));
    },
  });
}
