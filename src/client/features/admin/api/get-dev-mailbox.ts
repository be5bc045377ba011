import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDevMailbox } from '@shared/schemas/mailbox';
import { apiJson } from '@/lib/api-client';

export const DEV_MAILBOX_URL = '/api/dev/mailbox';

export function getDevMailbox(): Promise<TDevMailbox> {
  return apiJson<TDevMailbox>('GET', DEV_MAILBOX_URL);
}

export function getDevMailboxQueryOptions() {
  return queryOptions({ queryKey: [DEV_MAILBOX_URL], queryFn: getDevMailbox });
}

// Only asked for outside production (the route does not exist there).
export function useDevMailbox(enabled: boolean) {
  return useQuery({ ...getDevMailboxQueryOptions(), enabled });
}
