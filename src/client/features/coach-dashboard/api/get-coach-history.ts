import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { HISTORY_DEFAULT_PAGE_SIZE, type TCoachHistoryPage } from '@shared/schemas/coach-tools';
import { apiUrl, callApi } from '@/lib/api-client';

export const COACH_HISTORY_QUERY_KEY = [apiUrl(api.listCoachHistory)] as const;

export function coachHistoryUrl(page: number, pageSize: number = HISTORY_DEFAULT_PAGE_SIZE): string {
  return apiUrl(api.listCoachHistory, { query: { page, pageSize } });
}

export function getCoachHistory(page: number): Promise<TCoachHistoryPage> {
  return callApi(api.listCoachHistory, { query: { page, pageSize: HISTORY_DEFAULT_PAGE_SIZE } });
}

export function getCoachHistoryQueryOptions(page: number) {
  return queryOptions({ queryKey: [...COACH_HISTORY_QUERY_KEY, page], queryFn: () => getCoachHistory(page) });
}

// The previous page stays on screen while the next one loads.
export function useCoachHistory(page: number, enabled: boolean) {
  return useQuery({ ...getCoachHistoryQueryOptions(page), enabled, placeholderData: keepPreviousData });
}
