// The client's packages and memberships (docs/product/packages.md): the list,
// cancelling, and paying a membership's failed renewal.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TPurchase } from '@shared/schemas/packages';
import { callApi } from '@/lib/api-client';
import { MY_PACKAGES_KEY, PACKAGES_KEY } from './packages-keys';

export function useMyPackages(enabled = true) {
  return useQuery({ queryKey: MY_PACKAGES_KEY, queryFn: () => callApi(api.listMyPackages), enabled });
}

export function useCancelPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<TPurchase> => callApi(api.cancelMyPackage, { params: { id: String(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PACKAGES_KEY }),
  });
}

// A membership's failed renewal paid with another card (test mode: a test card).
export function useUpdateMembershipCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, card }: { id: number; card: { number: string; expiry: string; cvc: string } }): Promise<TPurchase> =>
      callApi(api.payMembershipOverdue, { params: { id: String(id) }, body: { card } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PACKAGES_KEY }),
  });
}
