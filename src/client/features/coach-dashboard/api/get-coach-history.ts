import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { HISTORY_DEFAULT_PAGE_SIZE, type TCoachHistoryPage } from '@shared/schemas/coach-tools';
import { apiJson } from '@/lib/api-client';

export const COACH_HISTORY_QUERY_KEY = ['/api/coach/bookings/history'] as const;

export function coachHistoryUrl(page: number, pageSize: number = HISTORY_DEFAULT_PAGE_SIZE): string {
  return `${COACH_HISTORY_QUERY_KEY[0]}?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) }).toString()}`;
}

export function getCoachHistory(page: number): Promise<TCoachHistoryPage> {
  return apiJson<TCoachHistoryPage>('GET', coachHistoryUrl(page));
}

export function getCoachHistoryQueryOptions(page: number) {
  return queryOptions({ queryKey: [...COACH_HISTORY_QUERY_KEY, page], queryFn: () => getCoachHistory(page) });
}

// The previous page stays on screen while the next one loads.
export function useCoachHistory(page: number, enabled: boolean) {
  return useQuery({ ...getCoachHistoryQueryOptions(page), enabled, placeholderData: keepPreviousData });
}
