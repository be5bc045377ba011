// Group programs for clients and visitors (docs/product/programs.md): the
// public list and page, buying a seat and the waitlist, with their query keys.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TSeat, TWaitlistEntry } from '@shared/schemas/programs';
import { purchaseThroughIntent, type PaymentMethod } from '@/components/card-form/payment-method';
import { ApiError, apiUrl, callApi } from '@/lib/api-client';

// Every programs query starts with this key: a seat bought or a waitlist
// change refreshes the page's seats left, the list and the client's place.
export const PROGRAMS_KEY = ['programs'] as const;
export const programKey = (id: string) => ['programs', 'one', id] as const;
const waitlistKey = (id: string) => ['programs', 'waitlist', id] as const;
export const MY_SEATS_KEY = ['programs', 'seats'] as const;

export type ProgramFilters = { specializationId?: number; from?: string };

export function usePrograms(filters: ProgramFilters) {
  return useQuery({
    queryKey: ['programs', 'list', filters.specializationId ?? null, filters.from ?? null],
    queryFn: () =>
      callApi(api.listPrograms, {
        query: {
          ...(filters.specializationId ? { specializationId: filters.specializationId } : {}),
          ...(filters.from ? { from: filters.from } : {}),
        },
      }),
  });
}

// A coach's upcoming programs: the profile's server rendering reads coachProgramsUrl under coachProgramsKey.
export const coachProgramsKey = (coachId: number) => ['programs', 'coach', coachId] as const;
export const coachProgramsUrl = (coachId: number) => apiUrl(api.listPrograms, { query: { coachId } });

export function useCoachPrograms(coachId: number) {
  return useQuery({
    queryKey: coachProgramsKey(coachId),
    queryFn: () => callApi(api.listPrograms, { query: { coachId } }),
  });
}

export function useProgram(id: string) {
  return useQuery({
    queryKey: programKey(id),
    queryFn: () => callApi(api.getProgram, { params: { id } }),
    // A 404 is an answer (the page says so), not a hiccup to retry.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

export function useMySeats(enabled: boolean) {
  return useQuery({ queryKey: MY_SEATS_KEY, queryFn: () => callApi(api.listMySeats), enabled });
}

// The client's place on the waitlist, or null when they are not on it (the server answers 404).
export function useWaitlistPlace(id: string, enabled: boolean) {
  return useQuery({
    queryKey: waitlistKey(id),
    enabled,
    queryFn: async (): Promise<TWaitlistEntry | null> => {
      try {
        return await callApi(api.getMyWaitlistPlace, { params: { id } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// An intent for the program's price (the server's), then the seat: with the
// test card in test mode, or after Stripe confirmed the card in the browser.
// The refetch is not awaited: the caller's own onSuccess (its toast) must run
// before the fresh program replaces the form that made the call, or React Query
// drops it with the unmounted form.
// The same call claims a seat offered from the waitlist.
export function useBuySeat(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: PaymentMethod): Promise<TSeat> => {
      const params = { id };
      return purchaseThroughIntent(
        method,
        () => callApi(api.createSeatIntent, { params }),
        (body) => callApi(api.buySeat, { params, body, headers: { 'Idempotency-Key': newKey() } }),
      );
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: PROGRAMS_KEY }),
  });
}

export function useJoinWaitlist(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.joinWaitlist, { params: { id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: PROGRAMS_KEY }),
  });
}

export function useLeaveWaitlist(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.leaveWaitlist, { params: { id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: PROGRAMS_KEY }),
  });
}
