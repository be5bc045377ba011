import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TCurrentUser } from '@shared/schemas/auth';
import type { TChangeLanguageRequest } from '@shared/schemas/account';
import { callApi } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@/lib/session/get-current-user';

export function changeLanguage(input: TChangeLanguageRequest): Promise<TCurrentUser> {
  return callApi(api.changeLanguage, { body: input });
}

type Options = Omit<UseMutationOptions<TCurrentUser, Error, TChangeLanguageRequest>, 'mutationFn'>;

export function useChangeLanguage(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['change-language'],
    mutationFn: changeLanguage,
    ...options,
    onSuccess: (user, ...rest) => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      return options.onSuccess?.(user, ...rest);
    },
  });
}
