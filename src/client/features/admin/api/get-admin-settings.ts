import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminSettings } from '@shared/schemas/admin';
import { apiJson } from '@/lib/api-client';

export const ADMIN_SETTINGS_URL = '/api/admin/settings';

export function getAdminSettings(): Promise<TAdminSettings> {
  return apiJson<TAdminSettings>('GET', ADMIN_SETTINGS_URL);
}

export function getAdminSettingsQueryOptions() {
  return queryOptions({ queryKey: [ADMIN_SETTINGS_URL], queryFn: getAdminSettings });
}

export function useAdminSettings() {
  return useQuery(getAdminSettingsQueryOptions());
}
