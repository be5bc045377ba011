// The payment step of every purchase (docs/decisions/0086-one-payment-step.md),
// against a gateway that records what it was asked.
import { describe, expect, it } from 'vitest';
import { ConflictError, PaymentDeclinedError } from '../../../errors/domain-errors.js';
import type { AuthorizeResult, IntentStatus, PaymentGateway, PaymentIntent } from '../../../integrations/payments/payment-gateway.js';
import { placePaymentHold, type HoldRequest } from './payment-hold.js';

const MESSAGES = { paymentMismatch: 'not yours', paymentUsed: 'used', priceChanged: 'new price' };

function fakeGateway(status: IntentStatus, options: { authorized?: AuthorizeResult; cancelFails?: boolean } = {}) {
  const calls: string[] = [];
  const intent: PaymentIntent = {
    id: 'pi_1',
    clientSecret: 's',
    amountCents: 5000,
    currency: 'usd',
    status,
    metadata: { userId: '7', offerId: '3' },
  };
  const gateway = {
    provider: 'test',
    mode: 'test',
    getIntent: async () => (calls.push('get'), intent),
    authorize: async () => (calls.push('authorize'), options.authorized ?? { ok: true, intent, cardLast4: '4242' }),
    cancel: async () => {
      calls.push('cancel');
      if (options.cancelFails) throw new Error('provider unreachable');
      return intent;
    },
  } as unknown as PaymentGateway;
  return { gateway, calls };
}

const request = (overrides: Partial<HoldRequest> = {}): HoldRequest => ({
  intentId: 'pi_1',
  idempotencyKey: 'key',
  openedFor: { userId: '7', offerId: '3' },
  amountCents: 5000,
  spent: () => false,
  takeExistingHold: true,
  releaseMustSucceed: false,
  messages: MESSAGES,
  ...overrides,
});

describe('placePaymentHold', () => {
  it('holds the card, and releases the hold when the caller asks', async () => {
    const { gateway, calls } = fakeGateway('requires_payment_method');
    const hold = await placePaymentHold(gateway, request());
    expect(hold.intent.amountCents).toBe(5000);
    await hold.release();
    expect(calls).toEqual(['get', 'authorize', 'cancel']);
  });

  it("refuses another buyer's or another purchase's intent, and a used one, without touching the hold", async () => {
    const other = fakeGateway('requires_payment_method');
    await expect(placePaymentHold(other.gateway, request({ openedFor: { userId: '8' } }))).rejects.toThrow(new ConflictError('not yours'));
    const spent = fakeGateway('requires_capture');
    await expect(placePaymentHold(spent.gateway, request({ spent: () => true }))).rejects.toThrow(new ConflictError('used'));
    const captured = fakeGateway('succeeded');
    await expect(placePaymentHold(captured.gateway, request())).rejects.toThrow(new ConflictError('used'));
    expect([...other.calls, ...spent.calls, ...captured.calls]).toEqual(['get', 'get', 'get']);
  });

  it('releases the hold on a changed price or term; a release the provider refuses fails only when it must succeed', async () => {
    const price = fakeGateway('requires_capture', { cancelFails: true });
    await expect(placePaymentHold(price.gateway, request({ amountCents: 6000 }))).rejects.toThrow(new ConflictError('new price'));
    expect(price.calls).toEqual(['get', 'cancel']);
    const strict = fakeGateway('requires_capture', { cancelFails: true });
    await expect(placePaymentHold(strict.gateway, request({ amountCents: 6000, releaseMustSucceed: true }))).rejects.toThrow(
      'provider unreachable',
    );
    const term = fakeGateway('requires_payment_method');
    await expect(placePaymentHold(term.gateway, request({ changedTerm: 'new policy' }))).rejects.toThrow(new ConflictError('new policy'));
    expect(term.calls).toEqual(['get', 'cancel']);
  });

  it('takes a hold already on the card as it is, unless the provider must confirm it under the key', async () => {
    const taken = fakeGateway('requires_capture');
    await placePaymentHold(taken.gateway, request());
    expect(taken.calls).toEqual(['get']);
    const confirmed = fakeGateway('requires_capture');
    await placePaymentHold(confirmed.gateway, request({ takeExistingHold: false }));
    expect(confirmed.calls).toEqual(['get', 'authorize']);
  });

  it('records a declined card before releasing its hold, and says why it was declined', async () => {
    const { gateway, calls } = fakeGateway('requires_payment_method', { authorized: { ok: false, reason: 'Your card was declined.' } });
    const onDeclined = async (_intent: PaymentIntent, reason: string) => calls.push(`declined: ${reason}`);
    await expect(placePaymentHold(gateway, request({ onDeclined }))).rejects.toThrow(new PaymentDeclinedError('Your card was declined.'));
    expect(calls).toEqual(['get', 'authorize', 'declined: Your card was declined.', 'cancel']);
  });
});
