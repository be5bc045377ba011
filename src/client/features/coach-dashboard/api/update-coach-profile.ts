import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TCoachMe, TEditCoachProfileRequest, TProfileImageResponse } from '@shared/schemas/coach-profile';
import { apiUrl, callApi } from '@/lib/api-client';
import { USER_BOOKINGS_QUERY_KEY } from '@/lib/bookings/get-user-bookings';
import { COACH_EARNINGS_QUERY_KEY } from './get-coach-earnings';
import { COACH_ME_QUERY_KEY } from './get-coach-me';

export function updateCoachProfile(values: TEditCoachProfileRequest): Promise<TCoachMe> {
  return callApi(api.editCoachProfile, { body: values });
}

export function uploadProfileImage(imageData: string): Promise<TProfileImageResponse> {
  return callApi(api.uploadProfileImage, { body: { imageData } });
}

// What a successful profile save refreshes (docs/product/coach-dashboard.md#what-is-refreshed).
const REFRESHED_AFTER_SAVE = [
  apiUrl(api.getCoachMe),
  apiUrl(api.listCoaches),
  apiUrl(api.getCurrentUser),
  COACH_EARNINGS_QUERY_KEY[0],
  USER_BOOKINGS_QUERY_KEY[0],
];

export function refreshedAfterSave(key: unknown): boolean {
  if (typeof key !== 'string') return false;
  return REFRESHED_AFTER_SAVE.some((path) => key === path || key.startsWith(`${path}/`) || key.startsWith(`${path}?`));
}

export function useUpdateCoachProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-coach-profile'],
    mutationFn: updateCoachProfile,
    onSuccess: async (saved) => {
      queryClient.setQueryData(COACH_ME_QUERY_KEY, saved);
      // Our keys are URLs, so '/api/coaches' also covers '/api/coaches?page=2' and '/api/coaches/12'.
      await queryClient.invalidateQueries({ predicate: (query) => refreshedAfterSave(query.queryKey[0]) });
    },
  });
}

export function useUploadProfileImage() {
  return useMutation({ mutationKey: ['upload-profile-image'], mutationFn: uploadProfileImage });
}
