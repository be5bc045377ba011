import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TDevMailbox } from '@shared/schemas/mailbox';
import { apiUrl, callApi } from '@/lib/api-client';

export const DEV_MAILBOX_URL = apiUrl(api.getDevMailbox);

export function getDevMailbox(): Promise<TDevMailbox> {
  return callApi(api.getDevMailbox);
}

export function getDevMailboxQueryOptions() {
  return queryOptions({ queryKey: [DEV_MAILBOX_URL], queryFn: getDevMailbox });
}

// Only asked for outside production (the route does not exist there).
export function useDevMailbox(enabled: boolean) {
  return useQuery({ ...getDevMailboxQueryOptions(), enabled });
}
