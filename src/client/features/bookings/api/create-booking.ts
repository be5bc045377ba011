import * as api from '@shared/api/api-routes.generated';
import type { TBooking, TCreateBookingRequest } from '@shared/schemas/bookings';
import { apiUrl, throwIfResNotOk } from '@/lib/api-client';

// Retries only when the answer was lost on the way (fetch rejects); the
// same Idempotency-Key makes the server return the first outcome instead of
// charging or booking twice. A server answer, even an error, is final.
const NETWORK_RETRIES = 2;

async function postOnce(input: TCreateBookingRequest, idempotencyKey: string): Promise<TBooking> {
  // Not callApi: the Idempotency-Key goes as a header.
  const res = await fetch(apiUrl(api.createBooking), {
    method: api.createBooking.method,
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(input),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return (await res.json()) as TBooking;
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
