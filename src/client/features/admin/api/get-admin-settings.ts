import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TAdminSettings } from '@shared/schemas/admin';
import { apiUrl, callApi } from '@/lib/api-client';

export const ADMIN_SETTINGS_URL = apiUrl(api.getAdminSettings);

export function getAdminSettings(): Promise<TAdminSettings> {
  return callApi(api.getAdminSettings);
}

export function getAdminSettingsQueryOptions() {
  return queryOptions({ queryKey: [ADMIN_SETTINGS_URL], queryFn: getAdminSettings });
}

export function useAdminSettings() {
  return useQuery(getAdminSettingsQueryOptions());
}
