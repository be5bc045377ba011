// The admin's reports queue and the actions on a report (docs/product/reports.md).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TAdminReport, TAdminReportList, TReportAction, TReportQueueStatus, TRestoredReview } from '@shared/schemas/reports';
import { apiUrl, callApi } from '@/lib/api-client';
import { invalidateAdminData } from './admin-query-keys';

export type AdminReportsParams = { status: TReportQueueStatus; page: number };

function adminReportsQuery({ status, page }: AdminReportsParams) {
  return { status, page: page > 1 ? page : undefined };
}

export function adminReportsUrl(params: AdminReportsParams): string {
  return apiUrl(api.listAdminReports, { query: adminReportsQuery(params) });
}

export function getAdminReports(params: AdminReportsParams): Promise<TAdminReportList> {
  return callApi(api.listAdminReports, { query: adminReportsQuery(params) });
}

export function getAdminReportsQueryOptions(params: AdminReportsParams) {
  return queryOptions({
    queryKey: [adminReportsUrl(params)],
    queryFn: () => getAdminReports(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminReports(params: AdminReportsParams) {
  return useQuery(getAdminReportsQueryOptions(params));
}

// Hiding a review changes a coach's rating, deactivating a user the users list: refresh all admin data,
// and the public coach reads this browser may hold.
async function refreshAfterAction(queryClient: ReturnType<typeof useQueryClient>) {
  await invalidateAdminData(queryClient);
  await queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(apiUrl(api.listCoaches)) });
}

export function resolveReport({ reportId, action }: { reportId: number; action: TReportAction }): Promise<TAdminReport> {
  return callApi(api.resolveReport, { params: { id: reportId }, body: { action } });
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: ['resolve-report'], mutationFn: resolveReport, onSettled: () => refreshAfterAction(queryClient) });
}

export function restoreReview(reviewId: number): Promise<TRestoredReview> {
  return callApi(api.restoreReview, { params: { id: reviewId } });
}

export function useRestoreReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: ['restore-review'], mutationFn: restoreReview, onSettled: () => refreshAfterAction(queryClient) });
}
