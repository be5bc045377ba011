// The Pay click (docs/product/checkout-and-fees.md#the-pay-click): a payment intent first, then the
// booking. Every click starts afresh with a new intent and a new key.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBooking } from '@shared/schemas/bookings';
import type { TCoach } from '@shared/schemas/coaches';
import { createBooking, newIdempotencyKey } from '../api/create-booking';
import { createPaymentIntent } from '../api/create-payment-intent';
import { availabilityPathPrefix } from '@/lib/bookings/get-open-slots';
import { BOOKINGS_QUERY_KEY, USER_BOOKINGS_QUERY_KEY } from '@/lib/bookings/get-user-bookings';
import type { PaymentMethod } from '@/components/card-form/payment-method';
import { addMinutes, DEFAULT_SESSION_MINUTES } from '@/lib/bookings/format-booking';
import { reportedTimeZone } from '@/lib/time-zones';

export type PayInput = { coach: TCoach; clientId: number; startTime: string; notes: string; method: PaymentMethod };

async function pay({ coach, clientId, startTime, notes, method }: PayInput): Promise<TBooking> {
  const idempotencyKey = newIdempotencyKey();
  const intent = await createPaymentIntent({
    coachId: coach.id,
    startTime,
    amount: coach.hourlyRate,
    description: `Mindfulness session with ${coach.firstName} ${coach.lastName}`,
  });
  if (method.kind === 'stripe') await method.confirm(intent.clientSecret);
  const sessionLength = coach.sessionLength || DEFAULT_SESSION_MINUTES;
  return createBooking(
    {
      coachId: coach.id,
      startTime,
      notes: notes.trim() || null,
      paymentIntentId: intent.paymentIntentId,
      ...(method.kind === 'test' ? { card: method.card } : {}),
      // So the client's e-mails show times in their own zone.
      timeZone: reportedTimeZone(),
      // The policy shown at checkout: the server refuses the booking if the coach changed it meanwhile.
      cancellationPolicy: coach.cancellationPolicy,
      // Part of the request's shape; the server recomputes all three and trusts none
      // (docs/product/availability-and-time.md#the-server-decides).
      clientId,
      endTime: addMinutes(new Date(startTime), sessionLength).toISOString(),
      totalPrice: coach.hourlyRate || 0,
    },
    idempotencyKey,
  );
}

export function useCheckoutPayment(coachId: string) {
  const queryClient = useQueryClient();
  const refreshSlots = () =>
    queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(availabilityPathPrefix(coachId)) });
  return useMutation({
    mutationKey: ['checkout', coachId],
    mutationFn: pay,
    onSuccess: async () => {
      // Not awaited: the confirmation should not wait for the slot list.
      void refreshSlots();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_BOOKINGS_QUERY_KEY }),
      ]);
    },
    // A slot taken meanwhile disappears from the list for the next choice.
    onError: refreshSlots,
  });
}
