import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TCurrentUser } from '@shared/schemas/auth';
import type { TUpdateProfileRequest } from '@shared/schemas/account';
import { callApi } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@/lib/session/get-current-user';

export function updateProfile(input: TUpdateProfileRequest): Promise<TCurrentUser> {
  return callApi(api.updateProfile, { body: input });
}

export function getUpdateProfileMutationOptions(): UseMutationOptions<TCurrentUser, Error, TUpdateProfileRequest> {
  return { mutationKey: ['update-profile'], mutationFn: updateProfile };
}

type Options = Omit<UseMutationOptions<TCurrentUser, Error, TUpdateProfileRequest>, 'mutationFn'>;

// The server answers with the updated user, so the header (name, avatar) can
// change without another round trip.
export function useUpdateProfile(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...getUpdateProfileMutationOptions(),
    ...options,
    onSuccess: (user, ...rest) => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      return options.onSuccess?.(user, ...rest);
    },
  });
}
