import type { QueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TCoachMe, TCreateCoachProfileRequest, TProfileImageResponse } from '@shared/schemas/coach-profile';
import { ApiError, apiJson, apiUrl } from '@/lib/api-client';
import { USER_BOOKINGS_QUERY_KEY } from '@/lib/bookings/get-user-bookings';

export const COACH_ME_QUERY_KEY = ['/api/coaches/me'] as const;

// The Pro step sends availableDays JSON-encoded (docs/product/coach-onboarding.md#pro-setup).
export type CoachProfilePayload = Omit<TCreateCoachProfileRequest, 'availableDays'> & { availableDays: string[] | string };

export function createCoachProfile(payload: CoachProfilePayload): Promise<TCoachMe> {
  return apiJson<TCoachMe>('POST', '/api/coaches', payload);
}

export function uploadProfileImage(imageData: string): Promise<TProfileImageResponse> {
  return apiJson<TProfileImageResponse>('POST', '/api/user/profile-image', { imageData });
}

// null when the coach has no profile yet (404).
export async function getCoachMe(): Promise<TCoachMe | null> {
  try {
    return await apiJson<TCoachMe>('GET', COACH_ME_QUERY_KEY[0]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

// After onboarding every cached view of the coach is refreshed (docs/product/coach-onboarding.md#success).
const COACH_CACHE_KEYS = [
  '/api/coaches/me',
  apiUrl(api.listCoaches),
  '/api/coaches/profile',
  '/api/user',
  '/api/coach/earnings',
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
