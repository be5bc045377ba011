// One program's public page (docs/product/programs.md).
import { useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { ApiError, apiUrl, callApi } from '@/lib/api-client';
import { programKey } from './programs-keys';

// A program's address for the server's rendering of its page, read under programKey.
export const programUrl = (id: string) => apiUrl(api.getProgram, { params: { id } });

export function useProgram(id: string) {
  return useQuery({
    queryKey: programKey(id),
    queryFn: () => callApi(api.getProgram, { params: { id } }),
    // A 404 is an answer (the page says so), not a hiccup to retry.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
