// Bookings for the integration suites: the fixed clock they run at, inserted
// bookings and reviews, and the checkout over HTTP as the browser does it.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BookingStatus } from '../../shared/domain/booking-status.js';
import type { Database } from '../db/client.js';
import { bookings, reviews } from '../db/schema.js';
import { callEndpoint } from './test-app.js';
import * as api from '../../shared/api/api-routes.generated.js';

// Monday 2030-01-07 06:00 UTC: the coach's 09:00-17:00 UTC weekday window is 3 hours away.
export const NOW = new Date('2030-01-07T06:00:00Z');
export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
export const DECLINED_CARD = { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' };

export function createIntent(app: FastifyInstance, cookie: string, coachId: number, startTime: string): Promise<LightMyRequestResponse> {
  return callEndpoint(app, api.createPaymentIntent, { cookie, body: { coachId, startTime } });
}

let keys = 0;
export function newKey(): string {
  keys += 1;
  return `key-${process.pid}-${keys}-${Math.random().toString(36).slice(2)}`;
}

export function postBooking(app: FastifyInstance, cookie: string, payload: Record<string, unknown>, key: string | null = newKey()) {
  return app.inject({ method: 'POST', url: '/api/bookings', headers: key ? { cookie, 'idempotency-key': key } : { cookie }, payload });
}

// POST /api/bookings paying with an intent made earlier for this coach and
// time; `extra` is what else the browser sends (the test card, notes).
export function payWithIntent(
  app: FastifyInstance,
  cookie: string,
  coachId: number,
  startTime: string,
  paymentIntentId: string,
  extra: Record<string, unknown> = {},
) {
  return postBooking(app, cookie, { coachId, startTime, paymentIntentId, ...extra });
}

export function patchBookingStatus(app: FastifyInstance, cookie: string, bookingId: number, status: BookingStatus) {
  return callEndpoint(app, api.updateBookingStatus, { params: { id: bookingId }, cookie, body: { status } });
}

// The whole checkout as the browser does it: an intent, then the booking.
export async function checkout(
  app: FastifyInstance,
  cookie: string,
  coachId: number,
  startTime: string,
  extra: Record<string, unknown> = {},
) {
  const intent = await createIntent(app, cookie, coachId, startTime);
  if (intent.statusCode !== 200) throw new Error(`intent failed: ${intent.statusCode} ${intent.body}`);
  const paymentIntentId: string = intent.json().paymentIntentId;
  const response = await postBooking(app, cookie, { coachId, startTime, paymentIntentId, card: GOOD_CARD, ...extra });
  return { response, paymentIntentId };
}

// Successive weekday slots 09:00..16:00 UTC from Monday 2030-01-07 (all within 60 days of NOW).
export function* weekdaySlots(): Generator<string> {
  for (let day = 0; day < 56; day++) {
    const date = new Date(Date.UTC(2030, 0, 7 + day));
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    for (let hour = 9; hour < 17; hour++) yield new Date(date.getTime() + hour * 3_600_000).toISOString();
  }
}

let pastSessions = 0;

export async function insertBooking(
  db: Database,
  values: {
    coachId: number;
    clientId: number;
    start: Date;
    minutes?: number;
    status?: 'pending' | 'confirmed' | 'cancelled' | 'completed';
  },
): Promise<number> {
  const [row] = await db
    .insert(bookings)
    .values({
      coachId: values.coachId,
      clientId: values.clientId,
      startTime: values.start,
      endTime: new Date(values.start.getTime() + (values.minutes ?? 60) * 60_000),
      status: values.status ?? 'confirmed',
      totalPriceCents: 8_500,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('no booking');
  return row.id;
}

// A completed booking with its review, as the reviews feature would leave them.
export async function insertReview(
  db: Database,
  values: { coachId: number; clientId: number; rating: number; comment?: string; createdAt?: Date; start?: Date },
): Promise<number> {
  const bookingId = await insertBooking(db, {
    coachId: values.coachId,
    clientId: values.clientId,
    start: values.start ?? new Date(Date.UTC(2020, 0, 1, 10) + (pastSessions += 1) * 3_600_000),
    status: 'completed',
  });
  const [row] = await db
    .insert(reviews)
    .values({
      bookingId,
      coachId: values.coachId,
      clientId: values.clientId,
      rating: values.rating,
      comment: values.comment ?? null,
      createdAt: values.createdAt,
    })
    .returning({ id: reviews.id });
  if (!row) throw new Error('no review');
  return row.id;
}

// A file's own supply of weekday slots, one per call, so its bookings never collide.
export function slotSequence(): () => string {
  const slots = weekdaySlots();
  return () => {
    const slot = slots.next();
    if (slot.done) throw new Error('out of test slots');
    return slot.value;
  };
}
