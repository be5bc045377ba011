// Group programs for clients and visitors (docs/product/programs.md): the
// public list and page, buying a seat and the waitlist, with their query keys.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TSeat, TWaitlistEntry } from '@shared/schemas/programs';
import type { TProgramReview } from '@shared/schemas/reviews';
import { purchaseThroughIntent, type PaymentMethod } from '@/components/card-form/payment-method';
import { ApiError, apiUrl, callApi } from '@/lib/api-client';

// Every programs query starts with this key: a seat bought or a waitlist
// change refreshes the page's seats left, the list and the client's place.
export const PROGRAMS_KEY = ['programs'] as const;
export const programKey = (id: string) => ['programs', 'one', id] as const;
const waitlistKey = (id: string) => ['programs', 'waitlist', id] as const;
export const MY_SEATS_KEY = ['programs', 'seats'] as const;

export type ProgramFilters = { specializationId?: number; from?: string };

// The filters live in the address, so a filtered list can be shared and Back restores it.
export function readProgramFilters(search: string): ProgramFilters {
  const params = new URLSearchParams(search);
  const specializationId = Number(params.get('specializationId'));
  const from = params.get('from') ?? '';
  return {
    ...(Number.isInteger(specializationId) && specializationId > 0 ? { specializationId } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(from) ? { from } : {}),
  };
}

export function programFiltersSearch(filters: ProgramFilters): string {
  const params = new URLSearchParams();
  if (filters.specializationId) params.set('specializationId', String(filters.specializationId));
  if (filters.from) params.set('from', filters.from);
  const text = params.toString();
  return text ? `?${text}` : '';
}

// The list's query key and address: the page reads it, and the server renders the page from the same answer.
export const programsListKey = (filters: ProgramFilters) =>
  ['programs', 'list', filters.specializationId ?? null, filters.from ?? null] as const;
export const programsListUrl = (filters: ProgramFilters) =>
  apiUrl(api.listPrograms, {
    query: {
      ...(filters.specializationId ? { specializationId: filters.specializationId } : {}),
      ...(filters.from ? { from: filters.from } : {}),
    },
  });

export function usePrograms(filters: ProgramFilters) {
  return useQuery({
    queryKey: programsListKey(filters),
    queryFn: () =>
      callApi(api.listPrograms, {
        query: {
          ...(filters.specializationId ? { specializationId: filters.specializationId } : {}),
          ...(filters.from ? { from: filters.from } : {}),
        },
      }),
  });
}

// A program's address for the server's rendering of its page, read under programKey.
export const programUrl = (id: string) => apiUrl(api.getProgram, { params: { id } });

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

// A participant's own review of a completed program, or null when there is none yet (the server answers 404).
const ownReviewKey = (id: number) => ['programs', 'review', id] as const;

export function useOwnProgramReview(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ownReviewKey(id),
    enabled,
    queryFn: async (): Promise<TProgramReview | null> => {
      try {
        return await callApi(api.getOwnProgramReview, { params: { id: String(id) } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useCreateProgramReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { rating: number; comment: string | null }) =>
      callApi(api.createProgramReview, { params: { id: String(id) }, body }),
    onSuccess: (review) => queryClient.setQueryData(ownReviewKey(id), review),
  });
}
