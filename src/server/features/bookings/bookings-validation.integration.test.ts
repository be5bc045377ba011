import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../../shared/schemas/bookings.js';
import { coachProfiles } from '../../db/schema.js';
import { callEndpoint, type TestApp } from '../../test-support/test-app.js';
import { useAppWithCoach } from '../../test-support/app-with-coach.js';
import { signIn } from '../../test-support/sign-in.js';
import { coachWithSession, insertClient, RATE_CENTS, type TestCoach } from '../../test-support/coaches.js';
import { checkout, createIntent, GOOD_CARD, insertBooking, NOW, payWithIntent, postBooking } from '../../test-support/bookings.js';
import { bookingsAt, testIntentRow } from '../../test-support/booking-rows.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
let coach: TestCoach;
useAppWithCoach({ resetClock: true }, (setup) => ({ t, coach } = setup));

describe('POST /api/create-payment-intent', () => {
  it('computes the amount from the coach rate, whatever the browser sends', async () => {
    const client = await signIn(t);
    const response = await callEndpoint(t.app, api.createPaymentIntent, {
      cookie: client.cookie,
      body: { coachId: coach.id, startTime: '2030-01-07T09:00:00Z', amount: 1, description: 'cheap' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ amount: 85, currency: 'usd', mode: 'test' });
    expect(body.paymentIntentId).toMatch(/^pi_test_/);
    expect(body.clientSecret).toContain(`${body.paymentIntentId}_secret_`);
    expect((await testIntentRow(t.db, body.paymentIntentId))?.amountCents).toBe(RATE_CENTS);
  });

  it('requires a signed-in client and an open slot of a listable coach', async () => {
    expect((await createIntent(t.app, '', coach.id, '2030-01-07T09:00:00Z')).statusCode).toBe(401);
    expect((await createIntent(t.app, coach.cookie, coach.id, '2030-01-07T09:00:00Z')).statusCode).toBe(403);
    const client = await signIn(t);
    const unknown = await createIntent(t.app, client.cookie, 999_999, '2030-01-07T09:00:00Z');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(BOOKING_MESSAGES.coachNotFound);
    const closed = await createIntent(t.app, client.cookie, coach.id, '2030-01-07T09:15:00Z');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(BOOKING_MESSAGES.slotUnavailable);
  });
});

describe('POST /api/bookings refusals', () => {
  it.each([
    ['off the half-hour grid', '2030-01-08T10:15:00Z', NOW],
    ['before the daily window', '2030-01-08T08:30:00Z', NOW],
    ['ending after the daily window', '2030-01-08T16:30:00Z', NOW],
    ['on a weekend', '2030-01-12T10:00:00Z', NOW],
    ['in the past', '2030-01-04T10:00:00Z', NOW],
    ['with less than 2 hours notice', '2030-01-08T10:00:00Z', new Date('2030-01-08T08:30:01Z')],
    ['more than 60 days ahead', '2030-03-11T10:00:00Z', NOW],
  ])('answers 409 for a start %s, before touching the payment', async (_label, start, now) => {
    t.clock.now = now;
    const client = await signIn(t);
    const response = await postBooking(t.app, client.cookie, {
      coachId: coach.id,
      startTime: start,
      paymentIntentId: 'pi_test_never_used',
      card: GOOD_CARD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(BOOKING_MESSAGES.slotUnavailable);
    expect(await bookingsAt(t.db, coach.id, start)).toHaveLength(0);
  });

  it('answers 409 for a start overlapping a pending or confirmed booking', async () => {
    const other = await insertClient(t.db);
    await insertBooking(t.db, { coachId: coach.id, clientId: other, start: new Date('2030-01-09T10:00:00Z'), status: 'pending' });
    const client = await signIn(t);
    for (const start of ['2030-01-09T10:00:00Z', '2030-01-09T09:30:00Z', '2030-01-09T10:30:00Z']) {
      const response = await createIntent(t.app, client.cookie, coach.id, start);
      expect(response.statusCode).toBe(409);
    }
    // Back to back is fine.
    expect((await checkout(t.app, client.cookie, coach.id, '2030-01-09T11:00:00Z')).response.statusCode).toBe(201);
  });

  it('requires an Idempotency-Key of 8 to 200 characters', async () => {
    const client = await signIn(t);
    const payload = { coachId: coach.id, startTime: '2030-01-08T09:00:00Z', paymentIntentId: 'pi_test_x', card: GOOD_CARD };
    for (const key of [null, 'short']) {
      const response = await postBooking(t.app, client.cookie, payload, key);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(BOOKING_MESSAGES.idempotencyKey);
    }
  });

  it('refuses coaches, admins and anonymous visitors', async () => {
    const payload = { coachId: coach.id, startTime: '2030-01-08T09:00:00Z', paymentIntentId: 'pi_test_x', card: GOOD_CARD };
    expect((await postBooking(t.app, coach.cookie, payload)).statusCode).toBe(403);
    const admin = await signIn(t, { role: 'admin' });
    expect((await postBooking(t.app, admin.cookie, payload)).statusCode).toBe(403);
    expect((await postBooking(t.app, '', payload)).statusCode).toBe(401);
  });

  it('refuses a payment made for another user or another coach', async () => {
    const owner = await signIn(t);
    const thief = await signIn(t);
    const start = '2030-01-08T09:00:00Z';
    const intent = (await createIntent(t.app, owner.cookie, coach.id, start)).json();
    const response = await payWithIntent(t.app, thief.cookie, coach.id, start, intent.paymentIntentId, { card: GOOD_CARD });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(BOOKING_MESSAGES.paymentMismatch);
    const otherCoach = await coachWithSession(t);
    const wrongCoach = await payWithIntent(t.app, owner.cookie, otherCoach.id, start, intent.paymentIntentId, { card: GOOD_CARD });
    expect(wrongCoach.statusCode).toBe(409);
    expect((await testIntentRow(t.db, intent.paymentIntentId))?.status).toBe('requires_payment_method');
  });

  it('refuses and releases when the rate changed after the intent was made', async () => {
    const pricey = await coachWithSession(t);
    const client = await signIn(t);
    const start = '2030-01-08T09:00:00Z';
    const intent = (await createIntent(t.app, client.cookie, pricey.id, start)).json();
    await t.db.update(coachProfiles).set({ hourlyRateCents: 9_900 }).where(eq(coachProfiles.id, pricey.id));
    const response = await payWithIntent(t.app, client.cookie, pricey.id, start, intent.paymentIntentId, { card: GOOD_CARD });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(BOOKING_MESSAGES.priceChanged);
    expect((await testIntentRow(t.db, intent.paymentIntentId))?.status).toBe('canceled');
    expect(await bookingsAt(t.db, pricey.id, start)).toHaveLength(0);
  });

  it('limits notes to 2000 characters', async () => {
    const client = await signIn(t);
    const response = await postBooking(t.app, client.cookie, {
      coachId: coach.id,
      startTime: '2030-01-08T10:00:00Z',
      paymentIntentId: 'pi_test_x',
      notes: 'x'.repeat(2001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(BOOKING_MESSAGES.notesMax);
  });
});
