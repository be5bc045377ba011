// The Stripe gateway through the official `stripe` package, against the local
// fake of Stripe's HTTP API (no network).
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnavailableError } from '../../errors/domain-errors.js';
import { ERROR_STATUS } from '../../http/error-status.js';
import { startFakeStripe, type FakeStripe } from '../../test-support/fake-stripe/fake-stripe-server.js';
import { PaymentGatewayError, type PaymentGateway } from './payment-gateway.js';
import type { StripeConfig } from './stripe-client.js';
import { createStripeGateway, STRIPE_MESSAGES } from './stripe-gateway.js';

let fake: FakeStripe;
let gateway: PaymentGateway;
let config: StripeConfig;

beforeAll(async () => {
  fake = await startFakeStripe();
  const { port } = new URL(fake.url);
  config = {
    provider: 'stripe',
    secretKey: 'sk_test_gateway',
    publishableKey: 'pk_test_gateway',
    webhookSecret: 'whsec_gateway',
    apiBase: { host: '127.0.0.1', port: Number(port), protocol: 'http' },
  };
  gateway = createStripeGateway(config);
});
afterAll(async () => {
  await fake.close();
});

let keys = 0;
const key = () => `test-key-${process.pid}-${++keys}`;
const newIntent = (idempotencyKey = key(), amountCents = 8_500) =>
  gateway.createIntent({
    amountCents,
    currency: 'usd',
    description: 'Mindfulness session with Mia Calm',
    metadata: { userId: '7', coachId: '3' },
    idempotencyKey,
  });

describe('Stripe gateway', () => {
  it('is a test-mode Stripe gateway for an sk_test_ key', () => {
    expect(gateway.provider).toBe('stripe');
    expect(gateway.mode).toBe('test');
  });

  it('creates a manual-capture card intent, and the same one again for a retried key', async () => {
    const idempotencyKey = key();
    const intent = await newIntent(idempotencyKey);
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringMatching(new RegExp(`^${intent.id}_secret_`)),
      amountCents: 8_500,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { userId: '7', coachId: '3' },
    });
    const stored = fake.state.intent(intent.id);
    expect(stored.capture_method).toBe('manual');
    expect(stored.payment_method_types).toEqual(['card']);
    expect(stored.description).toBe('Mindfulness session with Mia Calm');

    expect((await newIntent(idempotencyKey)).id).toBe(intent.id);
    expect((await newIntent()).id).not.toBe(intent.id);
  });

  it('authorises a card confirmed in the browser, then captures it', async () => {
    const intent = await newIntent();
    fake.confirm(intent.id, 'pm_card_visa');
    const authorized = await gateway.authorize(intent.id, { idempotencyKey: key() });
    expect(authorized).toEqual({
      ok: true,
      intent: expect.objectContaining({ id: intent.id, status: 'requires_capture' }),
      cardLast4: null,
    });

    const captureKey = key();
    expect((await gateway.capture(intent.id, { idempotencyKey: captureKey })).status).toBe('succeeded');
    // A retried capture answers with the same result instead of failing.
    expect((await gateway.capture(intent.id, { idempotencyKey: captureKey })).status).toBe('succeeded');
    expect((await gateway.capture(intent.id, { idempotencyKey: key() })).status).toBe('succeeded');
    expect((await gateway.getIntent(intent.id))?.status).toBe('succeeded');
    expect(fake.state.intent(intent.id).amount_received).toBe(8_500);
  });

  it("refuses an intent whose card was declined, with Stripe's message", async () => {
    const intent = await newIntent();
    fake.confirm(intent.id, 'pm_card_chargeDeclined');
    expect(await gateway.authorize(intent.id, { idempotencyKey: key() })).toEqual({ ok: false, reason: 'Your card was declined.' });
    expect((await gateway.getIntent(intent.id))?.status).toBe('requires_payment_method');
  });

  it('refuses an intent that was never confirmed', async () => {
    const intent = await newIntent();
    expect(await gateway.authorize(intent.id, { idempotencyKey: key() })).toEqual({ ok: false, reason: STRIPE_MESSAGES.notAuthorised });
  });

  it('never takes card numbers, and does not even pass them on', async () => {
    const intent = await newIntent();
    const before = fake.requests();
    const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
    expect(await gateway.authorize(intent.id, { card, idempotencyKey: key() })).toEqual({
      ok: false,
      reason: STRIPE_MESSAGES.cardNotAccepted,
    });
    expect(fake.requests()).toBe(before);
  });

  it('releases a hold on cancel, and cancelling again is harmless', async () => {
    const intent = await newIntent();
    fake.confirm(intent.id);
    expect((await gateway.cancel(intent.id)).status).toBe('canceled');
    expect((await gateway.cancel(intent.id)).status).toBe('canceled');
    expect(fake.state.intent(intent.id).amount_capturable).toBe(0);
    await expect(gateway.authorize(intent.id, { idempotencyKey: key() })).rejects.toBeInstanceOf(PaymentGatewayError);
    await expect(gateway.capture(intent.id, { idempotencyKey: key() })).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it('refunds a captured payment in full, once', async () => {
    const intent = await newIntent();
    fake.confirm(intent.id);
    await gateway.capture(intent.id, { idempotencyKey: key() });
    await expect(gateway.cancel(intent.id)).rejects.toBeInstanceOf(PaymentGatewayError);

    const refundKey = key();
    const refund = await gateway.refund(intent.id, { idempotencyKey: refundKey, amountCents: 8_500 });
    expect(refund).toEqual({ id: expect.stringMatching(/^re_/), amountCents: 8_500 });
    expect(await gateway.refund(intent.id, { idempotencyKey: refundKey, amountCents: 8_500 })).toEqual(refund);
    // Another key finds the refund already made instead of refunding twice.
    expect(await gateway.refund(intent.id, { idempotencyKey: key(), amountCents: 8_500 })).toEqual(refund);
    expect([...fake.state.refunds.values()].filter((r) => r.payment_intent === intent.id)).toHaveLength(1);
  });

  it('refunds part of a captured payment, once, even when asked again with another key', async () => {
    const intent = await newIntent();
    fake.confirm(intent.id);
    await gateway.capture(intent.id, { idempotencyKey: key() });

    const refund = await gateway.refund(intent.id, { idempotencyKey: key(), amountCents: 4_250 });
    expect(refund).toEqual({ id: expect.stringMatching(/^re_/), amountCents: 4_250 });
    expect(await gateway.refund(intent.id, { idempotencyKey: key(), amountCents: 4_250 })).toEqual(refund);
    const made = [...fake.state.refunds.values()].filter((r) => r.payment_intent === intent.id);
    expect(made).toHaveLength(1);
    expect(made[0]?.amount).toBe(4_250);
  });

  it('refuses to refund a payment that was never captured', async () => {
    const intent = await newIntent();
    await expect(gateway.refund(intent.id, { idempotencyKey: key(), amountCents: 8_500 })).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it('answers undefined for an unknown intent and refuses to act on it', async () => {
    expect(await gateway.getIntent('pi_does_not_exist')).toBeUndefined();
    await expect(gateway.authorize('pi_does_not_exist', { idempotencyKey: key() })).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it('reports Stripe being unreachable as a 503, not a crash', async () => {
    const closed = await startFakeStripe();
    const { port } = new URL(closed.url);
    await closed.close();
    const unreachable = { ...config, apiBase: { host: '127.0.0.1', port: Number(port), protocol: 'http' as const } };
    const client = new Stripe(unreachable.secretKey, { ...unreachable.apiBase, maxNetworkRetries: 0 });
    const error = await createStripeGateway(unreachable, client)
      .getIntent('pi_x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnavailableError);
    expect(ERROR_STATUS[(error as UnavailableError).code]).toBe(503);
  });
});
