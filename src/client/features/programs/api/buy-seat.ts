// Buying a seat in a program (docs/product/programs.md), and the client's seats.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TSeat } from '@shared/schemas/programs';
import { purchaseThroughIntent, type PaymentMethod } from '@/components/card-form/payment-method';
import { callApi } from '@/lib/api-client';
import { PROGRAMS_KEY } from './programs-keys';

const MY_SEATS_KEY = ['programs', 'seats'] as const;

export function useMySeats(enabled: boolean) {
  return useQuery({ queryKey: MY_SEATS_KEY, queryFn: () => callApi(api.listMySeats), enabled });
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
