import type { TCreatePaymentIntentRequest, TCreatePaymentIntentResponse } from '@shared/schemas/bookings';
import { apiJson } from '@/lib/api-client';

// Step one of every Pay click: the server prices the session and opens a payment.
export function createPaymentIntent(input: TCreatePaymentIntentRequest): Promise<TCreatePaymentIntentResponse> {
  return apiJson<TCreatePaymentIntentResponse>('POST', '/api/create-payment-intent', input);
}
