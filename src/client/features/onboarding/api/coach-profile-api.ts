import type { QueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TCoachMe, TCreateCoachProfileRequest, TProfileImageResponse } from '@shared/schemas/coach-profile';
import { ApiError, apiUrl, callApi } from '@/lib/api-client';
import { USER_BOOKINGS_QUERY_KEY } from '@/lib/bookings/get-user-bookings';

export const COACH_ME_QUERY_KEY = [apiUrl(api.getCoachMe)] as const;

// The Pro step sends availableDays JSON-encoded (docs/product/coach-onboarding.md#pro-setup).
export type CoachProfilePayload = Omit<TCreateCoachProfileRequest, 'availableDays'> & { availableDays: string[] | string };

export function createCoachProfile(payload: CoachProfilePayload): Promise<TCoachMe> {
  return callApi(api.createCoachProfile, { body: payload });
}

export function uploadProfileImage(imageData: string): Promise<TProfileImageResponse> {
  return callApi(api.uploadProfileImage, { body: { imageData } });
}

// null when the coach has no profile yet (404).
export async function getCoachMe(): Promise<TCoachMe | null> {
  try {
    return await callApi(api.getCoachMe);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

// After onboarding every cached view of the coach is refreshed (docs/product/coach-onboarding.md#success).
const COACH_CACHE_KEYS = [
  apiUrl(api.getCoachMe),
  apiUrl(api.listCoaches),
  apiUrl(api.getCurrentUser),
  apiUrl(api.getEarnings),
  USER_BOOKINGS_QUERY_KEY[0],
];

export function invalidateCoachQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === 'string' && COACH_CACHE_KEYS.some((key) => head === key || head.startsWith(`${key}?`));
    },
  });
}
