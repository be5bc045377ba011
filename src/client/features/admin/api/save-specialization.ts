// Creating and editing share one form, so one mutation serves both.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TCreateSpecializationRequest } from '@shared/schemas/admin';
import type { TSpecialization } from '@shared/schemas/specializations';
import { callApi } from '@/lib/api-client';
import { SPECIALIZATIONS_QUERY_KEY } from '@/lib/specializations/get-specializations';
import { ADMIN_SPECIALIZATIONS_URL } from './get-admin-specializations';

export type SaveSpecializationInput = { id?: number; values: TCreateSpecializationRequest };

export function saveSpecialization({ id, values }: SaveSpecializationInput): Promise<TSpecialization> {
  return id === undefined
    ? callApi(api.createSpecialization, { body: values })
    : callApi(api.updateSpecialization, { params: { id }, body: values });
}

export function useSaveSpecialization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['save-specialization'],
    mutationFn: saveSpecialization,
    onSuccess: async () => {
      // The landing grid and the directory filter read the public list.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [ADMIN_SPECIALIZATIONS_URL] }),
        queryClient.invalidateQueries({ queryKey: SPECIALIZATIONS_QUERY_KEY }),
      ]);
    },
  });
}
