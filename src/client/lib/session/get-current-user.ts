import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TCurrentUser } from '@shared/schemas/auth';
import { SESSION_HINT_COOKIE } from '@shared/session-hint';
import { ApiError, apiUrl, callApi } from '@/lib/api-client';

export const CURRENT_USER_QUERY_KEY = [apiUrl(api.getCurrentUser)] as const;

// Without the signed-in hint no session can exist: nobody is asked about, so a
// visitor's pages make no request that answers 401 (src/shared/session-hint.ts).
function maybeSignedIn(): boolean {
  if (typeof document === 'undefined') return true;
  return new RegExp(`(^|; )${SESSION_HINT_COOKIE}=`).test(document.cookie);
}

// A 401 here just means "nobody is signed in", not an error.
export function getCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<TCurrentUser | null> {
  if (!maybeSignedIn()) return Promise.resolve(null);
  return callApi(api.getCurrentUser, { signal }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  });
}

export function getCurrentUserQueryOptions() {
  return queryOptions({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: getCurrentUser });
}

export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions());
}
