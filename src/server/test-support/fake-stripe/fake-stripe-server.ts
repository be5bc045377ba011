// A local fake of the parts of Stripe's HTTP API our gateway uses, so tests
// drive the official `stripe` package end to end without a network:
// payment intents (create, retrieve, confirm, capture, cancel), refunds, and
// for the Pro subscription and memberships customers, products and subscriptions, and for
// coaches' payouts Connect accounts, account links, transfers and reversals.
// Point the app at it with STRIPE_API_BASE=fake.url and a sk_test_ key.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeForm, text } from './form-body.js';
import { createFakeBillingState, type FakeBillingState } from './fake-stripe-billing.js';
import { createFakeConnectState, type FakeConnectState } from './fake-stripe-connect.js';
import { createFakeStripeState, FakeStripeError, type FakeIntent, type FakeStripeState } from './fake-stripe-state.js';
import { createFakeTransfersState, type FakeTransfersState } from './fake-stripe-transfers.js';

export type FakeStripe = {
  url: string;
  state: FakeStripeState;
  billing: FakeBillingState;
  connect: FakeConnectState;
  transfers: FakeTransfersState;
  // Test helper: confirm an intent as Stripe.js would after the client enters
  // a card (pm_card_visa authorises; pm_card_chargeDeclined is declined).
  confirm: (intentId: string, paymentMethod?: string) => FakeIntent;
  requests: () => number;
  close: () => Promise<void>;
};

type Handled = { status: number; body: unknown };
type Route = (match: RegExpExecArray, form: ReturnType<typeof decodeForm>, query: URLSearchParams) => unknown;

function routes(
  state: FakeStripeState,
  billing: FakeBillingState,
  connect: FakeConnectState,
  transfers: FakeTransfersState,
): Array<[string, RegExp, Route]> {
  return [
    ['POST', /^\/v1\/transfers$/, (_, form) => transfers.createTransfer(form)],
    ['GET', /^\/v1\/transfers$/, (_, __, query) => transfers.listTransfers(query)],
    ['GET', /^\/v1\/transfers\/([^/]+)$/, (m) => transfers.transfer(m[1] ?? '')],
    ['POST', /^\/v1\/transfers\/([^/]+)\/reversals$/, (m, form) => transfers.createReversal(m[1] ?? '', form)],
    ['POST', /^\/v1\/accounts$/, (_, form) => connect.createAccount(form)],
    ['GET', /^\/v1\/accounts\/([^/]+)$/, (m) => connect.account(m[1] ?? '')],
    ['POST', /^\/v1\/account_links$/, (_, form) => connect.createAccountLink(form)],
    ['POST', /^\/v1\/customers$/, (_, form) => billing.createCustomer(form)],
    ['POST', /^\/v1\/products$/, (_, form) => billing.createProduct(form)],
    ['POST', /^\/v1\/subscriptions$/, (_, form) => billing.createSubscription(form)],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (m) => billing.subscription(m[1] ?? '')],
    ['POST', /^\/v1\/subscriptions\/([^/]+)$/, (m, form) => billing.updateSubscription(m[1] ?? '', form)],
    ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, (m) => billing.cancelSubscription(m[1] ?? '')],
    ['POST', /^\/v1\/payment_intents$/, (_, form) => state.createIntent(form)],
    ['POST', /^\/v1\/setup_intents$/, (_, form) => state.createSetupIntent(form)],
    ['GET', /^\/v1\/setup_intents\/([^/]+)$/, (m) => state.setupIntent(m[1] ?? '')],
    ['GET', /^\/v1\/payment_intents\/([^/]+)$/, (m) => state.intent(m[1] ?? '')],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      (m, form) => state.confirm(m[1] ?? '', text(form['payment_method']) ?? 'pm_card_visa'),
    ],
    ['POST', /^\/v1\/payment_intents\/([^/]+)\/capture$/, (m) => state.capture(m[1] ?? '')],
    ['POST', /^\/v1\/payment_intents\/([^/]+)\/cancel$/, (m) => state.cancel(m[1] ?? '')],
    ['POST', /^\/v1\/refunds$/, (_, form) => state.refund(form)],
    ['GET', /^\/v1\/refunds$/, (_, __, query) => state.listRefunds(query.get('payment_intent') ?? undefined)],
  ];
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const stripeError = (status: number, type: string, message: string, code?: string): Handled => ({
  status,
  body: { error: { type, message, ...(code && { code }) } },
});

export async function startFakeStripe(): Promise<FakeStripe> {
  const state = createFakeStripeState();
  const billing = createFakeBillingState((customer, card) => state.cardSavedOn(customer, card));
  const connect = createFakeConnectState();
  const transfers = createFakeTransfersState(connect);
  const table = routes(state, billing, connect, transfers);
  // Like Stripe: a repeated Idempotency-Key answers with the first response;
  // the same key with different parameters is an error.
  const idempotent = new Map<string, { fingerprint: string; handled: Handled }>();
  let requestCount = 0;

  function handle(method: string, path: string, query: URLSearchParams, body: string, authorization: string | undefined): Handled {
    const key = /^Bearer (sk_test_\w+)$/.exec(authorization ?? '')?.[1];
    if (!key)
      return stripeError(
        401,
        'invalid_request_error',
        'Invalid API Key provided. This fake accepts sk_test_ keys only.',
        'api_key_invalid',
      );
    for (const [routeMethod, pattern, route] of table) {
      const match = pattern.exec(path);
      if (!match || routeMethod !== method) continue;
      try {
        return { status: 200, body: route(match, decodeForm(body), query) };
      } catch (error) {
        if (error instanceof FakeStripeError) return { status: error.status, body: { error: error.body } };
        throw error;
      }
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = createServer((request, response: ServerResponse) => {
    void (async () => {
      requestCount += 1;
      const url = new URL(request.url ?? '/', 'http://fake-stripe');
      const method = request.method ?? 'GET';
      const body = await readBody(request);
      const idempotencyKey = method === 'POST' ? request.headers['idempotency-key'] : undefined;
      const fingerprint = createHash('sha256').update(`${method} ${url.pathname}\n${body}`).digest('hex');
      const scoped = typeof idempotencyKey === 'string' ? `${request.headers.authorization} ${idempotencyKey}` : undefined;
      const previous = scoped ? idempotent.get(scoped) : undefined;

      let handled: Handled;
      if (previous && previous.fingerprint !== fingerprint) {
        handled = stripeError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
        );
      } else if (previous) {
        handled = previous.handled;
      } else {
        handled = handle(method, url.pathname, url.searchParams, body, request.headers.authorization);
        if (scoped && handled.status < 500)
          idempotent.set(scoped, { fingerprint, handled: { status: handled.status, body: structuredClone(handled.body) } });
      }
      response.writeHead(handled.status, { 'content-type': 'application/json', 'request-id': `req_fake_${requestCount}` });
      response.end(JSON.stringify(handled.body));
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    billing,
    connect,
    transfers,
    confirm: (intentId, paymentMethod = 'pm_card_visa') => {
      try {
        return state.confirm(intentId, paymentMethod);
      } catch (error) {
        // A decline leaves the intent awaiting another card, as in the browser.
        if (error instanceof FakeStripeError && error.body.payment_intent) return error.body.payment_intent;
        throw error;
      }
    },
    requests: () => requestCount,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
