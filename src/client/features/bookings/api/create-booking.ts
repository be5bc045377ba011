import * as api from '@shared/api/api-routes.generated';
import type { TBooking, TCreateBookingRequest } from '@shared/schemas/bookings';
import { callApi } from '@/lib/api-client';

// Retries only when the answer was lost on the way (fetch rejects); the
// same Idempotency-Key makes the server return the first outcome instead of
// charging or booking twice. A server answer, even an error, is final.
const NETWORK_RETRIES = 2;

function postOnce(input: TCreateBookingRequest, idempotencyKey: string): Promise<TBooking> {
  return callApi(api.createBooking, { body: input, headers: { 'Idempotency-Key': idempotencyKey } });
}

export async function createBooking(input: TCreateBookingRequest, idempotencyKey: string): Promise<TBooking> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await postOnce(input, idempotencyKey);
    } catch (error) {
      if (!(error instanceof TypeError) || attempt >= NETWORK_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
    }
  }
}

// A fresh key per Pay click (8-200 characters).
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
