// The fake's customers, products and subscriptions: enough of Stripe Billing
// for the Pro subscription. A subscription created with a trial and
// payment_behavior=default_incomplete waits on a SetupIntent (the card the
// browser saves with Stripe Elements); completeSetup() plays that browser step.
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

export function createFakeBillingState() {
  const customers = new Map<string, { id: string; object: 'customer'; email: string | null; metadata: Record<string, string> }>();
  const products = new Map<string, { id: string; object: 'product'; name: string }>();
  const subscriptions = new Map<string, FakeSubscription>();

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
      const customer = text(body['customer']) ?? '';
      if (!customers.has(customer)) throw noSuchObject('customer', customer);
      const items = Array.isArray(body['items']) ? body['items'] : [];
      const priceData = record(record(items[0])['price_data']);
      const product = text(priceData['product']) ?? '';
      if (!products.has(product)) throw noSuchObject('product', product);
      const trialDays = Number(text(body['trial_period_days']) ?? 0);
      const subscriptionId = id('sub');
      const setupId = id('seti');
      const invoiceId = id('in');
      const created: FakeSubscription = {
        id: subscriptionId,
        object: 'subscription',
        customer,
        status: trialDays > 0 ? 'trialing' : 'incomplete',
        trial_end: trialDays > 0 ? Math.floor(Date.now() / 1000) + trialDays * 86_400 : null,
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
        // With a trial nothing is due now, so Stripe asks for the card through a SetupIntent.
        pending_setup_intent:
          trialDays > 0
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

    // What Stripe Billing does on its own as renewals fail, are paid or the
    // subscription is cancelled; the test then delivers the matching event
    // (customer.subscription.updated or .deleted) carrying this object.
    moveTo(subscriptionId: string, status: FakeSubscription['status']): FakeSubscription {
      return Object.assign(subscription(subscriptionId), { status });
    },
  };
}

export type FakeBillingState = ReturnType<typeof createFakeBillingState>;
