// Packages and memberships (docs/product/packages.md): the calls and their
// query keys, shared by the coach's editor, the profile, the checkout and the
// client's dashboard.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TBooking } from '@shared/schemas/bookings';
import type { TCreateOfferRequest, TOffer, TPurchase } from '@shared/schemas/packages';
import { purchaseThroughIntent, type PaymentMethod } from '@/components/card-form/payment-method';
import { apiUrl, callApi } from '@/lib/api-client';

// Every packages query starts with this key; a change to credits refreshes them all.
export const PACKAGES_KEY = ['packages'] as const;
export const MY_OFFERS_KEY = ['packages', 'mine'] as const;
export const MY_PACKAGES_KEY = ['packages', 'bought'] as const;
export const coachOffersKey = (coachId: number) => ['packages', 'coach', coachId] as const;
// The address of a coach's offers: the profile's server rendering reads it under coachOffersKey.
export const coachOffersUrl = (coachId: number) => apiUrl(api.listCoachOffers, { params: { id: String(coachId) } });
export const creditBalanceKey = (coachId: number) => ['packages', 'credits', coachId] as const;

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

export function useCreditBalance(coachId: number, enabled: boolean) {
  return useQuery({
    queryKey: creditBalanceKey(coachId),
    queryFn: () => callApi(api.getCreditBalance, { params: { id: String(coachId) } }),
    enabled,
  });
}

function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// An intent for the offer's price, then the purchase: with the test card in
// test mode, or after Stripe confirmed the card in the browser (Stripe mode).
export function useBuyPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, method }: { offerId: number; method: PaymentMethod }): Promise<TPurchase> => {
      const params = { id: String(offerId) };
      return purchaseThroughIntent(
        method,
        () => callApi(api.createPackageIntent, { params }),
        (body) => callApi(api.buyPackage, { params, body, headers: { 'Idempotency-Key': newKey() } }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PACKAGES_KEY }),
  });
}

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

export function useBookWithCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { coachId: number; startTime: string; notes?: string | null; timeZone?: string }): Promise<TBooking> =>
      callApi(api.createCreditBooking, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PACKAGES_KEY }),
  });
}
