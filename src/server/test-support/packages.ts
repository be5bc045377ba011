// Packages over HTTP as the browser does it: a coach's offer, a client buying
// it with the test card, booking with a credit, and the section 12
// invariants of every purchase read back (docs/product/packages.md).
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createMoneyService } from '../features/money/money-service.js';
import { GOOD_CARD, newKey } from './bookings.js';
import { callEndpoint, type TestApp } from './test-app.js';
import * as api from '../../shared/api/api-routes.generated.js';

export const SIX_FOR_400 = { kind: 'package', sessions: 6, price: 400, validityDays: 90 } as const;

export function createOffer(app: FastifyInstance, cookie: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/coach/packages', headers: { cookie }, payload });
}

export async function offerOf(app: FastifyInstance, cookie: string, payload: Record<string, unknown> = SIX_FOR_400): Promise<number> {
  const made = await createOffer(app, cookie, payload);
  expect(made.statusCode, made.body).toBe(201);
  return made.json().id as number;
}

export function buyWith(app: FastifyInstance, cookie: string, offerId: number, paymentIntentId: string, key = newKey(), card = GOOD_CARD) {
  return callEndpoint(app, api.buyPackage, {
    params: { id: offerId },
    cookie,
    headers: { 'idempotency-key': key },
    body: { paymentIntentId, card },
  });
}

// An intent for the offer, then the purchase with this card (a membership's renewals charge it later);
// the caller checks the answer.
export async function buyWithCard(app: FastifyInstance, cookie: string, offerId: number, card: typeof GOOD_CARD) {
  const intent = await callEndpoint(app, api.createPackageIntent, { params: { id: offerId }, cookie });
  return buyWith(app, cookie, offerId, intent.json().paymentIntentId, newKey(), card);
}

// The whole purchase: an intent for the offer, then the purchase with the test card.
export async function buy(app: FastifyInstance, cookie: string, offerId: number) {
  const intent = await callEndpoint(app, api.createPackageIntent, { params: { id: offerId }, cookie });
  expect(intent.statusCode, intent.body).toBe(200);
  const bought = await buyWith(app, cookie, offerId, intent.json().paymentIntentId);
  return { response: bought, intent: intent.json() as { paymentIntentId: string; expiresAt: string } };
}

export function bookWithCredit(app: FastifyInstance, cookie: string, coachId: number, startTime: string) {
  return callEndpoint(app, api.createCreditBooking, { cookie, body: { coachId, startTime } });
}

export async function myPackages(app: FastifyInstance, cookie: string) {
  const listed = await callEndpoint(app, api.listMyPackages, { cookie });
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json() as Array<{
    id: number;
    creditsLeft: number;
    refundIfCancelled: number;
    status: string;
    history: Array<{ kind: string; credits: number; amount: number }>;
  }>;
}

// Every purchase's invariants and gateway agreement, as the daily reconciliation checks them.
export async function packageMismatches(t: TestApp) {
  const money = createMoneyService({ db: t.db, now: () => t.clock.now });
  const { reconciliation } = money.coachPayouts({ payments: t.config.payments, beta: t.config.beta, log: t.app.log });
  return (await reconciliation.checkPurchases()).mismatches;
}
