// The fake's customers, products and subscriptions: enough of Stripe Billing
// for the Pro subscription and memberships. A subscription created with a trial and
// payment_behavior=default_incomplete waits on a SetupIntent (the card the
// browser saves with Stripe Elements); completeSetup() plays that browser step.
// A membership's subscription instead names a card already saved on the
// customer (default_payment_method) and a trial_end until its first renewal.
import { randomBytes } from 'node:crypto';
import { FakeStripeError, noSuchObject } from './fake-stripe-state.js';
import { stringRecord, text, type FormObject, type FormValue } from './form-body.js';

type FakeSetupIntent = {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  status: 'requires_payment_method' | 'succeeded';
  customer: string;
};
type FakeInvoice = { id: string; object: 'invoice'; confirmation_secret: { client_secret: string; type: 'payment_intent' } };

export type FakeSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'trialing' | 'incomplete' | 'active' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete_expired' | 'paused';
  trial_end: number | null;
  cancel_at_period_end: boolean;
  default_payment_method: string | null;
  description: string | null;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: Array<{ price: { unit_amount: number; currency: string; product: string; recurring: { interval: string } } }>;
  };
  pending_setup_intent: FakeSetupIntent | null;
  latest_invoice: FakeInvoice;
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const secretFor = (objectId: string) => `${objectId}_secret_${randomBytes(12).toString('hex')}`;
const record = (value: FormValue | undefined): FormObject => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});

export function createFakeBillingState(cardSavedOn: (customer: string, paymentMethod: string) => boolean = () => false) {
  const customers = new Map<string, { id: string; object: 'customer'; email: string | null; metadata: Record<string, string> }>();
  const products = new Map<string, { id: string; object: 'product'; name: string }>();
  const subscriptions = new Map<string, FakeSubscription>();
  // Test switch: while set, creating a subscription fails as in a Stripe outage (a 500, never replayed).
  const outage = { subscriptions: false };

  function subscription(subscriptionId: string): FakeSubscription {
    const found = subscriptions.get(subscriptionId);
    if (!found) throw noSuchObject('subscription', subscriptionId);
    return found;
  }

  return {
    customers,
    products,
    subscriptions,
    subscription,
    outage,

    createCustomer(body: FormObject) {
      const customer = {
        id: id('cus'),
        object: 'customer' as const,
        email: text(body['email']) ?? null,
        metadata: stringRecord(body['metadata']),
      };
      customers.set(customer.id, customer);
      return customer;
    },

    createProduct(body: FormObject) {
      const productId = text(body['id']) ?? id('prod');
      if (products.has(productId)) {
        throw new FakeStripeError(400, {
          type: 'invalid_request_error',
          code: 'resource_already_exists',
          message: `Product already exists.`,
        });
      }
      const product = { id: productId, object: 'product' as const, name: text(body['name']) ?? '' };
      products.set(productId, product);
      return product;
    },

    createSubscription(body: FormObject): FakeSubscription {
      if (outage.subscriptions)
        throw new FakeStripeError(500, { type: 'api_error', message: 'An error occurred with our connection to Stripe.' });
      const customer = text(body['customer']) ?? '';
      if (!customers.has(customer)) throw noSuchObject('customer', customer);
      const items = Array.isArray(body['items']) ? body['items'] : [];
      const priceData = record(record(items[0])['price_data']);
      const product = text(priceData['product']) ?? '';
      if (!products.has(product)) throw noSuchObject('product', product);
      const trialDays = Number(text(body['trial_period_days']) ?? 0);
      const trialEnd = text(body['trial_end']) ? Number(text(body['trial_end'])) : null;
      if (trialEnd !== null && (!Number.isInteger(trialEnd) || trialEnd <= Math.floor(Date.now() / 1000)))
        throw new FakeStripeError(400, { type: 'invalid_request_error', param: 'trial_end', message: 'trial_end must be in the future.' });
      const card = text(body['default_payment_method']) ?? null;
      if (card && !cardSavedOn(customer, card))
        throw new FakeStripeError(400, {
          type: 'invalid_request_error',
          param: 'default_payment_method',
          message: `The customer does not have a payment method with the ID ${card}.`,
        });
      const trialing = trialDays > 0 || trialEnd !== null;
      const subscriptionId = id('sub');
      const setupId = id('seti');
      const invoiceId = id('in');
      const created: FakeSubscription = {
        id: subscriptionId,
        object: 'subscription',
        customer,
        status: trialing ? 'trialing' : 'incomplete',
        trial_end: trialEnd ?? (trialDays > 0 ? Math.floor(Date.now() / 1000) + trialDays * 86_400 : null),
        cancel_at_period_end: false,
        default_payment_method: card,
        description: text(body['description']) ?? null,
        metadata: stringRecord(body['metadata']),
        items: {
          object: 'list',
          data: [
            {
              price: {
                unit_amount: Number(text(priceData['unit_amount'])),
                currency: text(priceData['currency']) ?? 'usd',
                product,
                recurring: { interval: text(record(priceData['recurring'])['interval']) ?? 'month' },
              },
            },
          ],
        },
        // With a trial nothing is due now, so Stripe asks for the card through a SetupIntent (unless it has one).
        pending_setup_intent:
          trialing && !card
            ? { id: setupId, object: 'setup_intent', client_secret: secretFor(setupId), status: 'requires_payment_method', customer }
            : null,
        latest_invoice: {
          id: invoiceId,
          object: 'invoice',
          confirmation_secret: { client_secret: secretFor(id('pi')), type: 'payment_intent' },
        },
      };
      subscriptions.set(subscriptionId, created);
      return created;
    },

    // What Stripe.js does once the coach saves a card: the SetupIntent succeeds
    // and the subscription no longer waits on it (or, without a trial, is paid).
    completeSetup(subscriptionId: string): FakeSubscription {
      const target = subscription(subscriptionId);
      return Object.assign(target, { pending_setup_intent: null, status: target.status === 'incomplete' ? 'active' : target.status });
    },

    // POST /v1/subscriptions/:id (what we send: cancel_at_period_end).
    updateSubscription(subscriptionId: string, body: FormObject): FakeSubscription {
      const target = subscription(subscriptionId);
      if (target.status === 'canceled')
        throw new FakeStripeError(400, { type: 'invalid_request_error', message: 'A canceled subscription can only update its metadata.' });
      const atEnd = text(body['cancel_at_period_end']);
      if (atEnd !== undefined) target.cancel_at_period_end = atEnd === 'true';
      return target;
    },

    // DELETE /v1/subscriptions/:id: cancelled at once.
    cancelSubscription(subscriptionId: string): FakeSubscription {
      return Object.assign(subscription(subscriptionId), { status: 'canceled' as const });
    },

    // What Stripe Billing does on its own as renewals fail, are paid or the
    // subscription is cancelled; the test then delivers the matching event
    // (customer.subscription.updated or .deleted) carrying this object.
    moveTo(subscriptionId: string, status: FakeSubscription['status']): FakeSubscription {
      return Object.assign(subscription(subscriptionId), { status });
    },
  };
}

export type FakeBillingState = ReturnType<typeof createFakeBillingState>;
