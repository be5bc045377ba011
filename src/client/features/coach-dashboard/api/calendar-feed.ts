import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TCoachMe } from '@shared/schemas/coach-profile';
import type { TCalendarFeed } from '@shared/schemas/coach-tools';
import { callApi } from '@/lib/api-client';
import { COACH_ME_QUERY_KEY } from './get-coach-me';

export function setCalendarFeed(enabled: boolean): Promise<TCalendarFeed> {
  return callApi(api.setCalendarFeed, { body: { enabled } });
}

// A new private link; the old one stops working at once.
export function regenerateCalendarFeed(): Promise<TCalendarFeed> {
  return callApi(api.regenerateCalendarFeed);
}

function useStoreFeed() {
  const queryClient = useQueryClient();
  return ({ calendarFeedUrl }: TCalendarFeed) =>
    queryClient.setQueryData<TCoachMe>(COACH_ME_QUERY_KEY, (coach) =>
      coach ? { ...coach, calendarFeedUrl, calendarSyncEnabled: calendarFeedUrl !== null } : coach,
    );
}

export function useSetCalendarFeed() {
  const store = useStoreFeed();
  return useMutation({ mutationKey: ['calendar-feed'], mutationFn: setCalendarFeed, onSuccess: store });
}

export function useRegenerateCalendarFeed() {
  const store = useStoreFeed();
  return useMutation({ mutationKey: ['calendar-feed-regenerate'], mutationFn: regenerateCalendarFeed, onSuccess: store });
}
