import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { TCurrentUser } from '@shared/schemas/auth';
import { apiJson } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@/features/auth/api/get-current-user';

export type ProfileImageResponse = { profileImage: string | null };

export function uploadProfileImage(imageData: string): Promise<ProfileImageResponse> {
  return apiJson<ProfileImageResponse>('POST', '/api/user/profile-image', { imageData });
}

export function removeProfileImage(): Promise<ProfileImageResponse> {
  return apiJson<ProfileImageResponse>('DELETE', '/api/user/profile-image');
}

export function getUploadProfileImageMutationOptions(): UseMutationOptions<ProfileImageResponse, Error, string> {
  return { mutationKey: ['upload-profile-image'], mutationFn: uploadProfileImage };
}

export function getRemoveProfileImageMutationOptions(): UseMutationOptions<ProfileImageResponse, Error, void> {
  return { mutationKey: ['remove-profile-image'], mutationFn: removeProfileImage };
}

// The header avatar reads the cached current user; patch it in place.
function useApplyProfileImage() {
  const queryClient = useQueryClient();
  return ({ profileImage }: ProfileImageResponse) =>
    queryClient.setQueryData<TCurrentUser | null>(CURRENT_USER_QUERY_KEY, (user) => (user ? { ...user, profileImage } : user));
}

type Options<TVariables> = Omit<UseMutationOptions<ProfileImageResponse, Error, TVariables>, 'mutationFn'>;

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
