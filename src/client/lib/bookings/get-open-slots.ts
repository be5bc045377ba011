import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { apiUrl, callApi } from '@/lib/api-client';

export function availabilityPathPrefix(coachId: string) {
  return apiUrl(api.getCoachAvailability, { params: { id: coachId }, query: {} });
}

export function checkoutSlotsUrl(coachId: string, from: Date, to: Date) {
  return apiUrl(api.getCoachAvailability, { params: { id: coachId }, query: { from: from.toISOString(), to: to.toISOString() } });
}

// Open slots from the chosen day on: the server is the only authority on
// which times can be booked (docs/product/availability-and-time.md#the-server-decides).
export function getCheckoutSlots(coachId: string, from: Date, to: Date) {
  return callApi(api.getCoachAvailability, { params: { id: coachId }, query: { from: from.toISOString(), to: to.toISOString() } });
}

export function getCheckoutSlotsQueryOptions(coachId: string, from: Date, to: Date) {
  return queryOptions({
    queryKey: [checkoutSlotsUrl(coachId, from, to)] as const,
    queryFn: () => getCheckoutSlots(coachId, from, to),
    // Someone else may book a slot at any moment; a fresh list on every visit.
    staleTime: 0,
  });
}

export function useCheckoutSlots(coachId: string, from: Date, to: Date, enabled = true) {
  return useQuery({ ...getCheckoutSlotsQueryOptions(coachId, from, to), enabled });
}
