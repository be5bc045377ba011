import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAvailabilityResponse } from '@shared/schemas/availability';
import { apiJson } from '@/lib/api-client';

export function availabilityPathPrefix(coachId: string) {
  return `/api/coaches/${encodeURIComponent(coachId)}/availability`;
}

export function checkoutSlotsUrl(coachId: string, from: Date, to: Date) {
  const query = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
  return `${availabilityPathPrefix(coachId)}?${query.toString()}`;
}

// Open slots from the chosen day on: the server is the only authority on
// which times can be booked (docs/product/availability-and-time.md#the-server-decides).
export function getCheckoutSlots(coachId: string, from: Date, to: Date): Promise<TAvailabilityResponse> {
  return apiJson<TAvailabilityResponse>('GET', checkoutSlotsUrl(coachId, from, to));
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
