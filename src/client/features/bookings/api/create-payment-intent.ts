import * as api from '@shared/api/api-routes.generated';
import type { TCreatePaymentIntentRequest } from '@shared/schemas/bookings';
import { callApi } from '@/lib/api-client';

// Step one of every Pay click: the server prices the session and opens a payment.
export function createPaymentIntent(input: TCreatePaymentIntentRequest) {
  return callApi(api.createPaymentIntent, { body: input });
}
