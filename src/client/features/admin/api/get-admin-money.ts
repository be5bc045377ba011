import { useQuery } from '@tanstack/react-query';
import type { TAdminMoney } from '@shared/schemas/earnings';
import { apiJson } from '@/lib/api-client';
import { urlWithParams } from './admin-query-keys';

export type TransferStatusFilter = TAdminMoney['transfers'][number]['status'] | '';

// Keyed by the full URL, so the console's invalidation of /api/admin/ covers it.
export function useAdminMoney(status: TransferStatusFilter) {
  const url = urlWithParams('/api/admin/money', { status });
  return useQuery({ queryKey: [url], queryFn: () => apiJson<TAdminMoney>('GET', url) });
}
