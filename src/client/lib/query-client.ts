import { QueryClient } from '@tanstack/react-query';
import { MINUTE_MS } from '@shared/domain/time-units';

// docs/product/ui-behaviour.md#cached-data: data is never stale and never refetched on its own;
// screens invalidate what they change (no refetch interval is TanStack's default). No retries, so errors
// surface at once (mutations never retry by default).
// The server renders each page with a client of its own (src/client/entry-server.tsx).
// Every query names its own queryFn (a typed call of the endpoint table), so there is no default.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        gcTime: 5 * MINUTE_MS,
        retry: false,
      },
    },
  });
}
