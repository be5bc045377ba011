import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../../shared/schemas/bookings.js';
import { bookings, bookingStatusHistory, payments } from '../../db/schema.js';
import type { TestApp } from '../../test-support/test-app.js';
import { useAppWithCoach } from '../../test-support/app-with-coach.js';
import { signIn } from '../../test-support/sign-in.js';
import { insertClient, RATE_CENTS, type TestCoach } from '../../test-support/coaches.js';
import { checkout, createIntent, DECLINED_CARD, GOOD_CARD, newKey, postBooking } from '../../test-support/bookings.js';
import { bookingsAt, testIntentRow } from '../../test-support/booking-rows.js';

let t: TestApp;
let coach: TestCoach;
useAppWithCoach({ resetClock: true }, (setup) => ({ t, coach } = setup));

const ledgerOf = (intentId: string) => t.db.select().from(payments).where(eq(payments.providerPaymentId, intentId));

describe('POST /api/bookings', () => {
  it('authorises, books and captures the coach rate with a 4242 card', async () => {
    const client = await signIn(t, { role: 'client', firstName: 'Ada', lastName: 'Byron' });
    const start = '2030-01-07T10:00:00.000Z';
    const { response, paymentIntentId } = await checkout(t.app, client.cookie, coach.id, start, { notes: '  First session  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      coachId: coach.id,
      coachName: 'Mia Calm',
      clientName: 'Ada Byron',
      startTime: start,
      endTime: '2030-01-07T11:00:00.000Z',
      sessionLength: 60,
      notes: 'First session',
      status: 'pending',
      paymentStatus: 'paid',
      totalPrice: 85,
      // The coach's policy, copied at checkout; nothing refunded, never moved.
      cancellationPolicy: 'flexible',
      refundAmount: null,
      rescheduleCount: 0,
      proposal: null,
      noShow: null,
      reviewed: false,
      paidWithCredit: false,
      meetingUrl: null,
    });
    const id = response.json().id;
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({
      clientId: client.id,
      totalPriceCents: RATE_CENTS,
      stripePaymentId: paymentIntentId,
      status: 'pending',
      paymentStatus: 'paid',
    });
    expect(await ledgerOf(paymentIntentId)).toEqual([
      expect.objectContaining({ bookingId: id, userId: client.id, provider: 'test', amountCents: RATE_CENTS, status: 'captured' }),
    ]);
    const intent = await testIntentRow(t.db, paymentIntentId);
    expect(intent).toMatchObject({ status: 'succeeded', cardLast4: '4242' });
    // The card number is never stored, not even in the intent's metadata.
    expect(JSON.stringify(intent)).not.toContain('4242424242424242');
    const history = await t.db.select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, id));
    expect(history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'pending', changedByUserId: client.id })]);
  });

  it.each([
    [DECLINED_CARD, 'Your card was declined.'],
    [{ ...GOOD_CARD, number: '4000 0000 0000 9995' }, 'Your card has insufficient funds.'],
    [{ ...GOOD_CARD, number: '4111 1111 1111 1111' }, 'Use a test card number in test mode'],
    [{ ...GOOD_CARD, expiry: '12/29' }, 'Your card has expired.'],
  ])('refuses %j with 402, books nothing and captures nothing', async (card, message) => {
    const client = await signIn(t);
    const start = '2030-01-07T11:00:00Z';
    const intent = (await createIntent(t.app, client.cookie, coach.id, start)).json();
    const response = await postBooking(t.app, client.cookie, {
      coachId: coach.id,
      startTime: start,
      paymentIntentId: intent.paymentIntentId,
      card,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe(message);
    expect(await bookingsAt(t.db, coach.id, start)).toHaveLength(0);
    expect(await ledgerOf(intent.paymentIntentId)).toEqual([
      expect.objectContaining({ status: 'failed', failureReason: message, bookingId: null }),
    ]);
    expect((await testIntentRow(t.db, intent.paymentIntentId))?.status).toBe('canceled');
  });

  it('ignores a forged clientId, price, status, payment status and end time', async () => {
    const client = await signIn(t);
    const victim = await insertClient(t.db);
    const start = '2030-01-07T12:00:00Z';
    const { response } = await checkout(t.app, client.cookie, coach.id, start, {
      clientId: victim,
      totalPrice: 1,
      status: 'confirmed',
      paymentStatus: 'refunded',
      endTime: '2030-01-07T20:00:00Z',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      totalPrice: 85,
      status: 'pending',
      paymentStatus: 'paid',
      endTime: '2030-01-07T13:00:00.000Z',
    });
    const [row] = await bookingsAt(t.db, coach.id, start);
    expect(row).toMatchObject({ clientId: client.id, totalPriceCents: RATE_CENTS, endTime: new Date('2030-01-07T13:00:00Z') });
  });

  it('returns the same booking for a retried Idempotency-Key and captures once', async () => {
    const client = await signIn(t);
    const start = '2030-01-07T13:00:00Z';
    const intent = (await createIntent(t.app, client.cookie, coach.id, start)).json();
    const payload = { coachId: coach.id, startTime: start, paymentIntentId: intent.paymentIntentId, card: GOOD_CARD };
    const key = newKey();
    const first = await postBooking(t.app, client.cookie, payload, key);
    const second = await postBooking(t.app, client.cookie, payload, key);
    const viaBody = await postBooking(t.app, client.cookie, { ...payload, idempotencyKey: key }, null);
    expect(first.statusCode).toBe(201);
    expect([second.statusCode, viaBody.statusCode]).toEqual([200, 200]);
    expect(second.json().id).toBe(first.json().id);
    expect(viaBody.json().id).toBe(first.json().id);
    expect(await bookingsAt(t.db, coach.id, start)).toHaveLength(1);
    expect(await ledgerOf(intent.paymentIntentId)).toEqual([expect.objectContaining({ status: 'captured' })]);

    // A new key cannot spend the same payment again.
    const reuse = await postBooking(t.app, client.cookie, { ...payload, startTime: '2030-01-07T14:00:00Z' });
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json().message).toBe(BOOKING_MESSAGES.paymentUsed);
  });

  it('books once when the same key arrives twice at the same time', async () => {
    const client = await signIn(t);
    const start = '2030-01-07T15:00:00Z';
    const intent = (await createIntent(t.app, client.cookie, coach.id, start)).json();
    const payload = { coachId: coach.id, startTime: start, paymentIntentId: intent.paymentIntentId, card: GOOD_CARD };
    const key = newKey();
    const responses = await Promise.all([postBooking(t.app, client.cookie, payload, key), postBooking(t.app, client.cookie, payload, key)]);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of responses) expect([200, 201, 409]).toContain(r.statusCode);
    expect(await bookingsAt(t.db, coach.id, start)).toHaveLength(1);
    expect(await ledgerOf(intent.paymentIntentId)).toEqual([expect.objectContaining({ status: 'captured' })]);
  });
});
