// The fake's objects and their state machine, following Stripe's
// PaymentIntent lifecycle for manual capture closely enough for our gateway.
import { randomBytes } from 'node:crypto';
import { stringRecord, text, type FormObject } from './form-body.js';

export type FakeIntentStatus = 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled';
export type FakePaymentError = { type: 'card_error'; code: string; decline_code?: string; message: string };

export type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  status: FakeIntentStatus;
  capture_method: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  // With setup_future_usage, confirming attaches the card to this customer for later charges.
  customer: string | null;
  setup_future_usage: string | null;
  payment_method: string | null;
  payment_method_types: string[];
  latest_charge: string | null;
  last_payment_error: FakePaymentError | null;
  canceled_at: number | null;
  created: number;
  livemode: false;
};

// A SetupIntent saving a card on a customer for off-session charges (a series paid by card).
export type FakeSetupIntent = {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  customer: string | null;
  usage: string;
  status: 'requires_payment_method' | 'succeeded';
  payment_method: string | null;
  metadata: Record<string, string>;
};

export type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded';
  created: number;
};

// A Stripe-shaped failure: {error: {type, code, message}} with its HTTP status.
export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; decline_code?: string; param?: string; message: string; payment_intent?: FakeIntent },
  ) {
    super(body.message);
  }
}

// Stripe's 404 for an id it does not know (an account, a transfer, a subscription...).
export const noSuchObject = (kind: string, objectId: string) =>
  new FakeStripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${objectId}'` });

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const seconds = () => Math.floor(Date.now() / 1000);

// Stripe's documented test payment methods and what confirming with them does.
export const TEST_PAYMENT_METHODS: Record<string, FakePaymentError | null> = {
  pm_card_visa: null,
  pm_card_chargeDeclined: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

// Saved fine, refused at every off-session charge (Stripe's 4000 0000 0000 0341).
export const FAILS_LATER_PAYMENT_METHOD = 'pm_card_chargeCustomerFail';

const unexpectedState = (intent: FakeIntent, action: string, allowed: string) =>
  new FakeStripeError(400, {
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message: `This PaymentIntent could not be ${action} because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be ${action}: ${allowed}.`,
    payment_intent: intent,
  });

export function createFakeStripeState() {
  const intents = new Map<string, FakeIntent>();
  const refunds = new Map<string, FakeRefund>();
  const setupIntents = new Map<string, FakeSetupIntent>();
  // Payment methods a SetupIntent saved: whose they are and whether later charges fail.
  const savedMethods = new Map<string, { customer: string | null; failsLater: boolean }>();

  function intent(intentId: string): FakeIntent {
    const found = intents.get(intentId);
    if (!found)
      throw new FakeStripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'intent',
        message: `No such payment_intent: '${intentId}'`,
      });
    return found;
  }

  function chargeSaved(target: FakeIntent, paymentMethod: string): FakeIntent {
    const saved = savedMethods.get(paymentMethod);
    if (!saved || saved.customer !== target.customer) {
      throw new FakeStripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_method',
        message: `The provided PaymentMethod (${paymentMethod}) is not attached to this customer.`,
      });
    }
    if (saved.failsLater) {
      const decline: FakePaymentError = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      };
      Object.assign(target, { last_payment_error: decline, payment_method: paymentMethod, latest_charge: id('ch') });
      throw new FakeStripeError(402, { ...decline, payment_intent: target });
    }
    return Object.assign(target, {
      status: 'succeeded' as const,
      payment_method: paymentMethod,
      latest_charge: id('ch'),
      amount_received: target.amount,
    });
  }

  return {
    intents,
    refunds,
    setupIntents,
    intent,

    createIntent(body: FormObject): FakeIntent {
      const amount = Number(text(body['amount']));
      if (!Number.isInteger(amount) || amount < 50) {
        throw new FakeStripeError(400, {
          type: 'invalid_request_error',
          code: 'amount_too_small',
          param: 'amount',
          message: 'Amount must be at least $0.50 usd',
        });
      }
      const currency = text(body['currency']);
      if (!currency)
        throw new FakeStripeError(400, {
          type: 'invalid_request_error',
          code: 'parameter_missing',
          param: 'currency',
          message: 'Missing required param: currency.',
        });
      const intentId = id('pi');
      const types = body['allowed_payment_method_types'] ?? body['payment_method_types'];
      const created: FakeIntent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_capturable: 0,
        amount_received: 0,
        currency: currency.toLowerCase(),
        status: 'requires_payment_method',
        capture_method: text(body['capture_method']) ?? 'automatic_async',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        description: text(body['description']) ?? null,
        metadata: stringRecord(body['metadata']),
        customer: text(body['customer']) ?? null,
        setup_future_usage: text(body['setup_future_usage']) ?? null,
        payment_method: null,
        payment_method_types: Array.isArray(types) ? types.filter((t): t is string => typeof t === 'string') : ['card'],
        latest_charge: null,
        last_payment_error: null,
        canceled_at: null,
        created: seconds(),
        livemode: false,
      };
      intents.set(intentId, created);
      // confirm=true with a saved card: charged at once, off-session (automatic capture).
      if (text(body['confirm']) === 'true') return chargeSaved(created, text(body['payment_method']) ?? '');
      return created;
    },

    createSetupIntent(body: FormObject): FakeSetupIntent {
      const setupId = id('seti');
      const created: FakeSetupIntent = {
        id: setupId,
        object: 'setup_intent',
        client_secret: `${setupId}_secret_${randomBytes(12).toString('hex')}`,
        customer: text(body['customer']) ?? null,
        usage: text(body['usage']) ?? 'off_session',
        status: 'requires_payment_method',
        payment_method: null,
        metadata: stringRecord(body['metadata']),
      };
      setupIntents.set(setupId, created);
      return created;
    },

    setupIntent(setupId: string): FakeSetupIntent {
      const found = setupIntents.get(setupId);
      if (!found) throw noSuchObject('setup_intent', setupId);
      return found;
    },

    // What Stripe.js does when the client saves a card (pm_card_visa, or the fails-later card).
    confirmSetup(setupId: string, paymentMethod: string): FakeSetupIntent {
      const setup = setupIntents.get(setupId);
      if (!setup) throw noSuchObject('setup_intent', setupId);
      if (paymentMethod !== FAILS_LATER_PAYMENT_METHOD && TEST_PAYMENT_METHODS[paymentMethod] !== null) {
        throw new FakeStripeError(402, { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' });
      }
      const saved = id('pm');
      savedMethods.set(saved, { customer: setup.customer, failsLater: paymentMethod === FAILS_LATER_PAYMENT_METHOD });
      return Object.assign(setup, { status: 'succeeded' as const, payment_method: saved });
    },

    // What Stripe.js does in the browser when the client submits the card form.
    confirm(intentId: string, paymentMethod: string): FakeIntent {
      const target = intent(intentId);
      if (target.status !== 'requires_payment_method')
        throw unexpectedState(target, 'confirmed', 'requires_payment_method, requires_confirmation, requires_action');
      if (!(paymentMethod in TEST_PAYMENT_METHODS)) {
        throw new FakeStripeError(400, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'payment_method',
          message: `No such PaymentMethod: '${paymentMethod}'`,
        });
      }
      const decline = TEST_PAYMENT_METHODS[paymentMethod] ?? null;
      if (decline) {
        Object.assign(target, { last_payment_error: decline, payment_method: null, latest_charge: id('ch') });
        throw new FakeStripeError(402, { ...decline, payment_intent: target });
      }
      const manual = target.capture_method === 'manual';
      Object.assign(target, {
        status: manual ? 'requires_capture' : 'succeeded',
        payment_method: id('pm'),
        latest_charge: id('ch'),
        last_payment_error: null,
        amount_capturable: manual ? target.amount : 0,
        amount_received: manual ? 0 : target.amount,
      });
      return target;
    },

    // Whether a confirmed intent saved this card on this customer (Stripe refuses a
    // subscription's default_payment_method that is not attached to its customer).
    cardSavedOn(customer: string, paymentMethod: string): boolean {
      return [...intents.values()].some(
        (i) => i.customer === customer && i.setup_future_usage !== null && i.payment_method === paymentMethod,
      );
    },

    capture(intentId: string): FakeIntent {
      const target = intent(intentId);
      if (target.status !== 'requires_capture') throw unexpectedState(target, 'captured', 'requires_capture');
      return Object.assign(target, { status: 'succeeded', amount_received: target.amount, amount_capturable: 0 });
    },

    cancel(intentId: string): FakeIntent {
      const target = intent(intentId);
      if (target.status === 'succeeded' || target.status === 'canceled') {
        throw unexpectedState(
          target,
          'canceled',
          'requires_payment_method, requires_capture, requires_confirmation, requires_action, processing',
        );
      }
      return Object.assign(target, { status: 'canceled', amount_capturable: 0, canceled_at: seconds() });
    },

    refund(body: FormObject): FakeRefund {
      const intentId = text(body['payment_intent']);
      if (!intentId)
        throw new FakeStripeError(400, {
          type: 'invalid_request_error',
          code: 'parameter_missing',
          param: 'payment_intent',
          message: 'One of the following params should be provided for this request: payment_intent or charge.',
        });
      const target = intent(intentId);
      if (target.status !== 'succeeded' || !target.latest_charge) {
        throw new FakeStripeError(400, {
          type: 'invalid_request_error',
          code: 'charge_not_captured',
          message: `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
        });
      }
      // Like Stripe: several partial refunds may add up to the amount received, never more.
      const refunded = [...refunds.values()].filter((r) => r.payment_intent === intentId).reduce((sum, r) => sum + r.amount, 0);
      const left = target.amount_received - refunded;
      if (left <= 0) {
        throw new FakeStripeError(400, {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: `Charge ${target.latest_charge} has already been refunded.`,
        });
      }
      const requested = text(body['amount']);
      const amount = requested === undefined ? left : Number(requested);
      if (!Number.isInteger(amount) || amount < 1) {
        throw new FakeStripeError(400, {
          type: 'invalid_request_error',
          code: 'parameter_invalid_integer',
          param: 'amount',
          message: 'Invalid positive integer',
        });
      }
      if (amount > left) {
        throw new FakeStripeError(400, {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          param: 'amount',
          message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        });
      }
      const refund: FakeRefund = {
        id: id('re'),
        object: 'refund',
        amount,
        currency: target.currency,
        payment_intent: intentId,
        charge: target.latest_charge,
        status: 'succeeded',
        created: seconds(),
      };
      refunds.set(refund.id, refund);
      return refund;
    },

    listRefunds(intentId: string | undefined) {
      const data = [...refunds.values()].filter((r) => !intentId || r.payment_intent === intentId).reverse();
      return { object: 'list', data, has_more: false, url: '/v1/refunds' };
    },
  };
}

export type FakeStripeState = ReturnType<typeof createFakeStripeState>;
