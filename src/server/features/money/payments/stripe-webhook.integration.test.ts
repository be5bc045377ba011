// POST /api/payments/webhook in Stripe mode: signatures are checked over the
// raw body, each event is applied once, and nothing a sender posts is a 500.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../../../shared/schemas/bookings.js';
import { bookings, payments, stripeWebhookEvents } from '../../../db/schema.js';
import type { FakeStripe } from '../../../test-support/fake-stripe/fake-stripe-server.js';
import { callEndpoint, type TestApp } from '../../../test-support/test-app.js';
import { useStripeAppWithCoach } from '../../../test-support/app-with-coach.js';
import { signIn } from '../../../test-support/sign-in.js';
import type { TestCoach } from '../../../test-support/coaches.js';
import { createIntent, postBooking } from '../../../test-support/bookings.js';
import { signedDelivery, stripeEvent } from '../../../test-support/stripe.js';
import * as api from '../../../../shared/api/api-routes.generated.js';

let fake: FakeStripe;
let t: TestApp;
let coach: TestCoach;
useStripeAppWithCoach({}, (setup) => ({ t, coach, fake } = setup));

const db = () => t.database.db;
const deliver = (event: unknown, options: { at?: Date; secret?: string } = {}) => {
  const { payload, headers } = signedDelivery(event, { at: options.at ?? t.clock.now, secret: options.secret });
  return t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload });
};
const ledgerOf = (providerPaymentId: string) => db().select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));

async function insertLedgerRow(status: 'authorized' | 'failed', intentId: string) {
  const client = await signIn(t);
  await db()
    .insert(payments)
    .values({
      userId: client.id,
      provider: 'stripe',
      providerPaymentId: intentId,
      amountCents: 8_500,
      status,
      idempotencyKey: `key-${intentId}`,
    });
}

async function paidBooking(start: string) {
  const client = await signIn(t);
  const intentId: string = (await createIntent(t.app, client.cookie, coach.id, start)).json().paymentIntentId;
  fake.confirm(intentId);
  const booked = await postBooking(t.app, client.cookie, { coachId: coach.id, startTime: start, paymentIntentId: intentId });
  expect(booked.statusCode).toBe(201);
  return { bookingId: booked.json().id as number, intentId };
}

describe('Stripe webhook', () => {
  it('releases an authorisation cancelled at Stripe, once', async () => {
    await insertLedgerRow('authorized', 'pi_cancelled_at_stripe');
    const event = stripeEvent('payment_intent.canceled', { id: 'pi_cancelled_at_stripe', object: 'payment_intent', status: 'canceled' });
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'processed' });
    expect(await ledgerOf('pi_cancelled_at_stripe')).toEqual([
      expect.objectContaining({ status: 'released', failureReason: BOOKING_MESSAGES.captureFailed }),
    ]);

    // Put the row back: a repeated delivery of the same event must not touch it.
    await db().update(payments).set({ status: 'authorized' }).where(eq(payments.providerPaymentId, 'pi_cancelled_at_stripe'));
    const again = await deliver(event);
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('duplicate');
    expect((await ledgerOf('pi_cancelled_at_stripe'))[0]?.status).toBe('authorized');
  });

  it('marks a booking refunded from the Stripe dashboard, and records the refund once', async () => {
    const { bookingId, intentId } = await paidBooking('2030-01-07T10:00:00.000Z');
    const charge = {
      id: 'ch_dashboard',
      object: 'charge',
      payment_intent: intentId,
      refunded: true,
      amount_refunded: 8_500,
      currency: 'usd',
      refunds: { data: [{ id: 're_dashboard' }] },
    };
    const event = stripeEvent('charge.refunded', charge);
    expect((await deliver(event)).json().outcome).toBe('processed');
    expect((await deliver(event)).json().outcome).toBe('duplicate');
    expect((await deliver(stripeEvent('charge.refunded', charge))).json().outcome).toBe('processed');

    const [booking] = await db().select({ paymentStatus: bookings.paymentStatus }).from(bookings).where(eq(bookings.id, bookingId));
    expect(booking?.paymentStatus).toBe('refunded');
    expect(await ledgerOf('re_dashboard')).toEqual([expect.objectContaining({ status: 'refunded', bookingId, amountCents: 8_500 })]);
  });

  it('leaves a booking we refunded ourselves as it is', async () => {
    const { bookingId, intentId } = await paidBooking('2030-01-07T11:00:00.000Z');
    await db().update(bookings).set({ paymentStatus: 'refunded' }).where(eq(bookings.id, bookingId));
    const charge = {
      id: 'ch_ours',
      object: 'charge',
      payment_intent: intentId,
      refunded: true,
      amount_refunded: 8_500,
      currency: 'usd',
      refunds: { data: [{ id: 're_ours' }] },
    };
    expect((await deliver(stripeEvent('charge.refunded', charge))).statusCode).toBe(200);
    expect(await ledgerOf('re_ours')).toHaveLength(0);
  });

  it('records why a payment failed', async () => {
    await insertLedgerRow('failed', 'pi_failed_payment');
    const intent = {
      id: 'pi_failed_payment',
      object: 'payment_intent',
      status: 'requires_payment_method',
      last_payment_error: { message: 'Your card has insufficient funds.' },
    };
    const event = stripeEvent('payment_intent.payment_failed', intent);
    expect((await deliver(event)).json().outcome).toBe('processed');
    expect((await ledgerOf('pi_failed_payment'))[0]?.failureReason).toBe('Your card has insufficient funds.');
    const [recorded] = await db().select().from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, event.id));
    expect(recorded).toMatchObject({
      type: 'payment_intent.payment_failed',
      objectId: 'pi_failed_payment',
      note: 'Your card has insufficient funds.',
    });
  });

  it('answers 200 to events it does not handle', async () => {
    const response = await deliver(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().outcome).toBe('ignored');
  });

  it('refuses a wrong, stale or missing signature with 400', async () => {
    const event = stripeEvent('payment_intent.canceled', { id: 'pi_forged', object: 'payment_intent' });
    expect((await deliver(event, { secret: 'whsec_someone_else' })).statusCode).toBe(400);
    expect((await deliver(event, { at: new Date(t.clock.now.getTime() - 10 * 60_000) })).statusCode).toBe(400);
    const unsigned = await callEndpoint(t.app, api.receiveStripeWebhook, {
      headers: { 'content-type': 'application/json' },
      invalidBody: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().message).toBe('The Stripe signature is missing or invalid.');

    // A body changed after signing no longer matches its signature.
    const { payload, headers } = signedDelivery(event, { at: t.clock.now });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers,
      payload: payload.replace('pi_forged', 'pi_other'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await db().select().from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, event.id))).toHaveLength(0);
  });

  it.each([
    ['garbage JSON', 'application/json', '{"id": '],
    ['an empty body', 'application/json', ''],
    ['plain text', 'text/plain', 'hello'],
    ['a form', 'application/x-www-form-urlencoded', 'a=1&b=2'],
    ['binary', 'application/octet-stream', '\u0000\u0001\u0002'],
  ])('answers %s with a 4xx, never a 500', async (_name, contentType, body) => {
    const response = await callEndpoint(t.app, api.receiveStripeWebhook, {
      headers: { 'content-type': contentType, 'stripe-signature': 't=1,v1=abc' },
      invalidBody: body,
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a correctly signed payload that is not a Stripe event', async () => {
    for (const notAnEvent of [{ hello: 'world' }, [], 'text', 42]) {
      expect((await deliver(notAnEvent)).statusCode).toBe(400);
    }
    const { headers } = signedDelivery({}, { at: t.clock.now });
    const unparsable = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload: 'not json' });
    expect(unparsable.statusCode).toBe(400);
  });
});
