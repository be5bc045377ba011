import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const DEV_MAILBOX_URL = '/api/dev/mailbox';

export type MailboxMessage = {
  id: number;
  to: string;
  subject: string;
  text: string;
  status: 'pending' | 'sent' | 'failed';
  hasInvite: boolean;
  createdAt: string;
};

export function getDevMailbox(): Promise<MailboxMessage[]> {
  return apiJson<MailboxMessage[]>('GET', DEV_MAILBOX_URL);
}

export function getDevMailboxQueryOptions() {
  return queryOptions({ queryKey: [DEV_MAILBOX_URL], queryFn: getDevMailbox });
}

// Only asked for outside production (the route does not exist there).
export function useDevMailbox(enabled: boolean) {
  return useQuery({ ...getDevMailboxQueryOptions(), enabled });
}
