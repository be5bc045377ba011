// A coach's packages and membership on sale (docs/product/packages.md): the
// coach's own editor and the offers a profile shows.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TCreateOfferRequest, TOffer } from '@shared/schemas/packages';
import { apiUrl, callApi } from '@/lib/api-client';
import { coachOffersKey, MY_OFFERS_KEY } from './packages-keys';

// The address of a coach's offers: the profile's server rendering reads it under coachOffersKey.
export const coachOffersUrl = (coachId: number) => apiUrl(api.listCoachOffers, { params: { id: String(coachId) } });

export function useMyOffers() {
  return useQuery({ queryKey: MY_OFFERS_KEY, queryFn: () => callApi(api.listMyOffers) });
}

export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateOfferRequest): Promise<TOffer> => callApi(api.createOffer, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_OFFERS_KEY }),
  });
}

export function useRetireOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<TOffer> => callApi(api.retireOffer, { params: { id: String(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_OFFERS_KEY }),
  });
}

export function useCoachOffers(coachId: number) {
  return useQuery({ queryKey: coachOffersKey(coachId), queryFn: () => callApi(api.listCoachOffers, { params: { id: String(coachId) } }) });
}
