import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TCurrentUser } from '@shared/schemas/auth';
import type { TProfileImageResponse } from '@shared/schemas/coach-profile';
import { callApi } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@/lib/session/get-current-user';

export function uploadProfileImage(imageData: string): Promise<TProfileImageResponse> {
  return callApi(api.uploadProfileImage, { body: { imageData } });
}

export function removeProfileImage(): Promise<TProfileImageResponse> {
  return callApi(api.deleteProfileImage);
}

export function getUploadProfileImageMutationOptions(): UseMutationOptions<TProfileImageResponse, Error, string> {
  return { mutationKey: ['upload-profile-image'], mutationFn: uploadProfileImage };
}

export function getRemoveProfileImageMutationOptions(): UseMutationOptions<TProfileImageResponse, Error, void> {
  return { mutationKey: ['remove-profile-image'], mutationFn: removeProfileImage };
}

// The header avatar reads the cached current user; patch it in place.
function useApplyProfileImage() {
  const queryClient = useQueryClient();
  return ({ profileImage }: TProfileImageResponse) =>
    queryClient.setQueryData<TCurrentUser | null>(CURRENT_USER_QUERY_KEY, (user) => (user ? { ...user, profileImage } : user));
}

type Options<TVariables> = Omit<UseMutationOptions<TProfileImageResponse, Error, TVariables>, 'mutationFn'>;

export function useUploadProfileImage(options: Options<string> = {}) {
  const apply = useApplyProfileImage();
  return useMutation({
    ...getUploadProfileImageMutationOptions(),
    ...options,
    onSuccess: (data, ...rest) => {
      apply(data);
      return options.onSuccess?.(data, ...rest);
    },
  });
}

export function useRemoveProfileImage(options: Options<void> = {}) {
  const apply = useApplyProfileImage();
  return useMutation({
    ...getRemoveProfileImageMutationOptions(),
    ...options,
    onSuccess: (data, ...rest) => {
      apply(data);
      return options.onSuccess?.(data, ...rest);
    },
  });
}
