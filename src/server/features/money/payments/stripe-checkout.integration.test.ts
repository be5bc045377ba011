// The whole checkout over HTTP in Stripe mode: the server creates the intent,
// the browser confirms the card with Stripe (here: the fake's helper), and
// POST /api/bookings checks the hold, books and captures.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../../../shared/schemas/bookings.js';
import { bookings, payments } from '../../../db/schema.js';
import { STRIPE_MESSAGES } from '../../../integrations/payments/stripe-gateway.js';
import type { FakeStripe } from '../../../test-support/fake-stripe/fake-stripe-server.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { useStripeAppWithCoach } from '../../../test-support/app-with-coach.js';
import { signIn } from '../../../test-support/sign-in.js';
import type { TestCoach } from '../../../test-support/coaches.js';
import { createIntent, GOOD_CARD, NOW, patchBookingStatus, payWithIntent, postBooking } from '../../../test-support/bookings.js';

let fake: FakeStripe;
let t: TestApp;
let coach: TestCoach;
useStripeAppWithCoach({}, (setup) => ({ t, coach, fake } = setup));

const db = () => t.database.db;
const ledgerOf = (intentId: string) => db().select().from(payments).where(eq(payments.providerPaymentId, intentId));
const bookingOf = (intentId: string) => db().select().from(bookings).where(eq(bookings.stripePaymentId, intentId));

async function startCheckout(start: string) {
  const client = await signIn(t);
  const intent = await createIntent(t.app, client.cookie, coach.id, start);
  expect(intent.statusCode).toBe(200);
  return {
    client,
    intent: intent.json() as { paymentIntentId: string; clientSecret: string; amount: number; currency: string; mode: string },
  };
}

describe('checkout with Stripe', () => {
  it('books and captures a card the browser confirmed with Stripe', async () => {
    const start = '2030-01-07T10:00:00.000Z';
    const { client, intent } = await startCheckout(start);
    expect(intent).toEqual({
      paymentIntentId: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringMatching(/_secret_/),
      amount: 85,
      currency: 'usd',
      mode: 'test',
    });
    const atStripe = fake.state.intent(intent.paymentIntentId);
    expect(atStripe).toMatchObject({
      amount: 8_500,
      capture_method: 'manual',
      metadata: { userId: String(client.id), coachId: String(coach.id) },
    });

    fake.confirm(intent.paymentIntentId, 'pm_card_visa');
    const response = await payWithIntent(t.app, client.cookie, coach.id, start, intent.paymentIntentId);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'pending', paymentStatus: 'paid', totalPrice: 85, startTime: start });
    expect(fake.state.intent(intent.paymentIntentId)).toMatchObject({ status: 'succeeded', amount_received: 8_500 });
    expect(await ledgerOf(intent.paymentIntentId)).toEqual([
      expect.objectContaining({ provider: 'stripe', status: 'captured', amountCents: 8_500 }),
    ]);
  });

  it('refuses a card number sent to the server, and releases the intent', async () => {
    const start = '2030-01-07T11:00:00.000Z';
    const { client, intent } = await startCheckout(start);
    fake.confirm(intent.paymentIntentId);
    const response = await payWithIntent(t.app, client.cookie, coach.id, start, intent.paymentIntentId, { card: GOOD_CARD });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe(STRIPE_MESSAGES.cardNotAccepted);
    expect(fake.state.intent(intent.paymentIntentId).status).toBe('canceled');
    expect(await bookingOf(intent.paymentIntentId)).toHaveLength(0);
    expect(JSON.stringify(await ledgerOf(intent.paymentIntentId))).not.toContain('4242');
  });

  it('tells the client when Stripe declined the card, and books nothing', async () => {
    const start = '2030-01-07T12:00:00.000Z';
    const { client, intent } = await startCheckout(start);
    fake.confirm(intent.paymentIntentId, 'pm_card_chargeDeclined');
    const response = await payWithIntent(t.app, client.cookie, coach.id, start, intent.paymentIntentId);
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe('Your card was declined.');
    expect(await bookingOf(intent.paymentIntentId)).toHaveLength(0);
  });

  it('refuses a booking whose card was never confirmed', async () => {
    const start = '2030-01-07T13:00:00.000Z';
    const { client, intent } = await startCheckout(start);
    const response = await payWithIntent(t.app, client.cookie, coach.id, start, intent.paymentIntentId);
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe(STRIPE_MESSAGES.notAuthorised);
  });

  it('releases the hold when the slot was taken after the card was confirmed', async () => {
    const start = '2030-01-07T14:00:00.000Z';
    const first = await startCheckout(start);
    const second = await startCheckout(start);
    fake.confirm(first.intent.paymentIntentId);
    fake.confirm(second.intent.paymentIntentId);
    expect((await payWithIntent(t.app, first.client.cookie, coach.id, start, first.intent.paymentIntentId)).statusCode).toBe(201);

    const late = await payWithIntent(t.app, second.client.cookie, coach.id, start, second.intent.paymentIntentId);
    expect(late.statusCode).toBe(409);
    expect(fake.state.intent(second.intent.paymentIntentId).status).toBe('canceled');
    expect(fake.state.intent(first.intent.paymentIntentId).status).toBe('succeeded');
  });

  it('refunds through Stripe when the client cancels a paid booking', async () => {
    const start = '2030-01-08T10:00:00.000Z';
    const { client, intent } = await startCheckout(start);
    fake.confirm(intent.paymentIntentId);
    const booked = await payWithIntent(t.app, client.cookie, coach.id, start, intent.paymentIntentId);
    expect(booked.statusCode).toBe(201);
    const cancelled = await patchBookingStatus(t.app, client.cookie, booked.json().id, 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().paymentStatus).toBe('refunded');
    expect([...fake.state.refunds.values()].filter((r) => r.payment_intent === intent.paymentIntentId)).toEqual([
      expect.objectContaining({ amount: 8_500 }),
    ]);
  });

  it('refunds half through Stripe when the client cancels late under Flexible, once', async () => {
    const start = '2030-01-09T10:00:00.000Z';
    const { client, intent } = await startCheckout(start);
    fake.confirm(intent.paymentIntentId);
    const booked = await payWithIntent(t.app, client.cookie, coach.id, start, intent.paymentIntentId);
    expect(booked.statusCode).toBe(201);
    t.clock.now = new Date(Date.parse(start) - 2 * 3_600_000);
    try {
      const cancelled = await patchBookingStatus(t.app, client.cookie, booked.json().id, 'cancelled');
      expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'partially_refunded', refundAmount: 42.5 });
      // A second click is refused and refunds nothing more.
      const again = await patchBookingStatus(t.app, client.cookie, booked.json().id, 'cancelled');
      expect(again.statusCode).toBe(409);
      expect([...fake.state.refunds.values()].filter((r) => r.payment_intent === intent.paymentIntentId)).toEqual([
        expect.objectContaining({ amount: 4_250 }),
      ]);
      const ledger = await db().select().from(payments).where(eq(payments.bookingId, booked.json().id));
      expect(ledger.map((row) => [row.status, row.amountCents]).sort()).toEqual([
        ['captured', 8_500],
        ['refunded', 4_250],
      ]);
    } finally {
      t.clock.now = NOW;
    }
  });

  it('answers a retried request with the same booking, and never reuses the payment', async () => {
    const start = '2030-01-08T11:00:00.000Z';
    const { client, intent } = await startCheckout(start);
    fake.confirm(intent.paymentIntentId);
    const payload = { coachId: coach.id, startTime: start, paymentIntentId: intent.paymentIntentId };
    const first = await postBooking(t.app, client.cookie, payload, 'same-key-for-both');
    const again = await postBooking(t.app, client.cookie, payload, 'same-key-for-both');
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().id).toBe(first.json().id);
    const reused = await postBooking(t.app, client.cookie, { ...payload, startTime: '2030-01-08T12:00:00.000Z' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(BOOKING_MESSAGES.paymentUsed);
    expect(await ledgerOf(intent.paymentIntentId)).toHaveLength(1);
  });
});
