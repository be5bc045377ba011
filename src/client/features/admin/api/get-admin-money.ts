// The admin's Money section: fee revenue (GET /api/admin/money), transfers with
// disputes and failed payouts (GET /api/admin/transfers), a retry, and the
// reconciliation runs (GET /api/admin/reconciliation), and packages and
// memberships bought with an admin's refund by hand (docs/product/packages.md).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TAdminTransfers } from '@shared/schemas/ledger';
import { apiUrl, callApi } from '@/lib/api-client';
import { invalidateAdminData } from './admin-query-keys';

export type TransferStatusFilter = TAdminTransfers['transfers'][number]['status'] | '';

// Keyed by the full URL, so the console's invalidation of /api/admin/ covers them.
export function useAdminMoney() {
  return useQuery({ queryKey: [apiUrl(api.getAdminMoney)], queryFn: () => callApi(api.getAdminMoney) });
}

export function useAdminTransfers(status: TransferStatusFilter) {
  // '' is every status: no filter is sent.
  const query = { status: status || undefined };
  return useQuery({ queryKey: [apiUrl(api.listAdminTransfers, { query })], queryFn: () => callApi(api.listAdminTransfers, { query }) });
}

// A page of past runs, and the mismatches of the run picked (the newest when none is).
export function useAdminReconciliation(page: number, runId: number | undefined) {
  const query = { page, runId };
  return useQuery({
    queryKey: [apiUrl(api.getReconciliation, { query })],
    queryFn: () => callApi(api.getReconciliation, { query }),
    placeholderData: keepPreviousData,
  });
}

// 204: the transfer is tried at the next run of the job; the lists refresh either way.
export function useRetryTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['retry-transfer'],
    mutationFn: async (id: number) => {
      await callApi(api.retryTransfer, { params: { id } });
    },
    onSettled: () => invalidateAdminData(queryClient),
  });
}

// Every package and membership purchase (newest 200) with its credits ledger.
export function useAdminPackages() {
  return useQuery({ queryKey: [apiUrl(api.listAllPackages)], queryFn: () => callApi(api.listAllPackages) });
}

// Memberships' monthly charges after the first, paid and failed (newest 200).
export function useAdminRenewals() {
  return useQuery({ queryKey: [apiUrl(api.listMembershipRenewals)], queryFn: () => callApi(api.listMembershipRenewals) });
}

// Refunds the unused, unexpired credits at price / k each and ends the package; the reason is kept on the ledger row.
export function useRefundPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['refund-package'],
    mutationFn: ({ id, reason }: { id: number; reason: string }) => callApi(api.refundPackage, { params: { id }, body: { reason } }),
    onSettled: () => invalidateAdminData(queryClient),
  });
}
