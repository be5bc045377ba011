import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  canTransition,
  transitionRefusal,
  type BookingActor,
  type BookingStatus,
} from '../../../shared/domain/booking-status.js';
import { bookings, bookingStatusHistory, payments, testPaymentIntents } from '../../db/schema.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { type SignedIn, signIn } from '../../test-support/sign-in.js';
import { coachWithSession, type TestCoach } from '../../test-support/coaches.js';
import { checkout, NOW, slotSequence } from '../../test-support/bookings.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
let coach: TestCoach;
let client: SignedIn;
let admin: SignedIn;
const nextSlot = slotSequence();
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  coach = await coachWithSession(t);
  client = await signIn(t);
  admin = await signIn(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

// A paid booking made through the real checkout, then put into `status` directly.
async function paidBooking(status: BookingStatus = 'pending', by: SignedIn = client): Promise<{ id: number; intentId: string }> {
  const { response, paymentIntentId } = await checkout(t.app, by.cookie, coach.id, nextSlot());
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.body}`);
  const id: number = response.json().id;
  if (status !== 'pending') await t.db.update(bookings).set({ status }).where(eq(bookings.id, id));
  return { id, intentId: paymentIntentId };
}

describe('PATCH /api/bookings/:id/status', () => {
  const actors: Array<[Exclude<BookingActor, 'system'>, () => string]> = [
    ['client', () => client.cookie],
    ['coach', () => coach.cookie],
    ['admin', () => admin.cookie],
  ];
  const matrix = actors.flatMap(([actor, cookie]) =>
    BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.map((to) => [actor, from, to, cookie] as const)),
  );

  it.each(matrix)('%s: %s -> %s follows the transition rules', async (actor, from, to, cookie) => {
    const { id } = await paidBooking(from);
    const response = await callEndpoint(t.app, api.updateBookingStatus, { params: { id }, cookie: cookie(), body: { status: to } });
    const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
    if (canTransition(actor, from, to)) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, status: to });
      expect(row?.status).toBe(to);
    } else {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(transitionRefusal(actor, from, to));
      expect(row?.status).toBe(from);
    }
  });

  it('hides other people’s bookings behind 404', async () => {
    const { id } = await paidBooking();
    const stranger = await signIn(t);
    const otherCoach = await coachWithSession(t);
    for (const cookie of [stranger.cookie, otherCoach.cookie]) {
      expect(
        (await callEndpoint(t.app, api.updateBookingStatus, { params: { id }, cookie, body: { status: 'cancelled' } })).statusCode,
      ).toBe(404);
      expect((await callEndpoint(t.app, api.getBooking, { params: { id }, cookie })).statusCode).toBe(404);
    }
    expect(
      (await callEndpoint(t.app, api.updateBookingStatus, { params: { id: 'abc' }, cookie: client.cookie, body: { status: 'cancelled' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await callEndpoint(t.app, api.updateBookingStatus, {
          params: { id: 2_000_000_000 },
          cookie: client.cookie,
          body: { status: 'cancelled' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await callEndpoint(t.app, api.updateBookingStatus, { params: { id }, cookie: '', body: { status: 'cancelled' } })).statusCode,
    ).toBe(401);
  });

  it('refunds a paid booking in full when it is cancelled, and records who did it', async () => {
    const { id, intentId } = await paidBooking();
    const response = await callEndpoint(t.app, api.updateBookingStatus, {
      params: { id },
      cookie: client.cookie,
      body: { status: 'cancelled' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const ledger = await t.db.select().from(payments).where(eq(payments.bookingId, id));
    expect(ledger.map((p) => [p.status, p.amountCents]).sort()).toEqual([
      ['captured', 8_500],
      ['refunded', 8_500],
    ]);
    const [intent] = await t.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intentId));
    expect(intent?.amountRefundedCents).toBe(8_500);
    const history = await t.db.select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedByUserId])).toEqual([
      [null, 'pending', client.id],
      ['pending', 'cancelled', client.id],
    ]);
  });

  it('refunds once when the client and the coach cancel at the same moment', async () => {
    const { id } = await paidBooking('confirmed');
    const responses = await Promise.all([
      callEndpoint(t.app, api.updateBookingStatus, { params: { id }, cookie: client.cookie, body: { status: 'cancelled' } }),
      callEndpoint(t.app, api.updateBookingStatus, { params: { id }, cookie: coach.cookie, body: { status: 'cancelled' } }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refunds = await t.db.select().from(payments).where(eq(payments.bookingId, id));
    expect(refunds.filter((p) => p.status === 'refunded')).toHaveLength(1);
    const [row] = await t.db.select({ paymentStatus: bookings.paymentStatus }).from(bookings).where(eq(bookings.id, id));
    expect(row?.paymentStatus).toBe('refunded');
  });
});

describe('GET /api/user/bookings and /api/bookings/:id', () => {
  it('shows each user only their own bookings, and the meeting link only when confirmed', async () => {
    const me = await signIn(t, { role: 'client', firstName: 'Own', lastName: 'Er' });
    const other = await signIn(t);
    const confirmed = await paidBooking('confirmed', me);
    const pending = await paidBooking('pending', me);
    const cancelled = await paidBooking('cancelled', me);
    const completed = await paidBooking('completed', me);
    const foreign = await paidBooking('confirmed', other);
    await t.db.update(bookings).set({ meetingUrl: 'https://meet.jit.si/stillpoint-secret-room' }).where(eq(bookings.coachId, coach.id));

    const response = await callEndpoint(t.app, api.listUserBookings, { cookie: me.cookie });
    expect(response.statusCode).toBe(200);
    const list: Array<{ id: number; status: string; meetingUrl: string | null; startTime: string }> = response.json();
    // Upcoming soonest first, then past latest first.
    expect(list.map((b) => b.id)).toEqual([confirmed.id, pending.id, completed.id, cancelled.id]);
    expect(list.find((b) => b.id === confirmed.id)?.meetingUrl).toBe('https://meet.jit.si/stillpoint-secret-room');
    for (const b of list.filter((x) => x.id !== confirmed.id)) expect(b.meetingUrl).toBeNull();
    expect(response.body).not.toContain('@');
    expect(list.some((b) => b.id === foreign.id)).toBe(false);

    // The coach sees the sessions they give, with the client's name.
    const coachView = await callEndpoint(t.app, api.listUserBookings, { cookie: coach.cookie });
    const coachList: Array<{ id: number; clientName: string }> = coachView.json();
    expect(coachList.find((b) => b.id === confirmed.id)?.clientName).toBe('Own Er');
    expect(coachList.some((b) => b.id === foreign.id)).toBe(true);

    const single = await callEndpoint(t.app, api.getBooking, { params: { id: foreign.id }, cookie: other.cookie });
    expect(single.json()).toMatchObject({ id: foreign.id, meetingUrl: 'https://meet.jit.si/stillpoint-secret-room' });
    expect((await callEndpoint(t.app, api.getBooking, { params: { id: foreign.id }, cookie: me.cookie })).statusCode).toBe(404);
    expect((await callEndpoint(t.app, api.getBooking, { params: { id: foreign.id }, cookie: admin.cookie })).statusCode).toBe(200);
    expect((await callEndpoint(t.app, api.listUserBookings)).statusCode).toBe(401);
  });
});
