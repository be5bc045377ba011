// A series paid by card with Stripe on (docs/decisions/0079-series-paid-by-card-on-file.md),
// against the local Stripe fake through the real stripe library: the card is
// saved by a SetupIntent on the client's Stripe customer (confirmed in the
// browser, here by the fake as Stripe.js would), each session is an
// off-session PaymentIntent on that card at its cutoff, and a card saved fine
// but refused later (Stripe's pm_card_chargeCustomerFail, the 4000 0000 0000 0341 card) cancels the session.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TSeries } from '../../../../shared/schemas/series.js';
import { bookings, ledgerEntries, users } from '../../../db/schema.js';
import { useStripeAppWithCoach } from '../../../test-support/app-with-coach.js';
import type { TestCoach } from '../../../test-support/coaches.js';
import type { FakeStripe } from '../../../test-support/fake-stripe/fake-stripe-server.js';
import { FAILS_LATER_PAYMENT_METHOD } from '../../../test-support/fake-stripe/fake-stripe-state.js';
import { signIn, type SignedIn } from '../../../test-support/sign-in.js';
import { callEndpoint, type TestApp } from '../../../test-support/test-app.js';
import * as api from '../../../../shared/api/api-routes.generated.js';

let t: TestApp;
let coach: TestCoach;
let fake: FakeStripe;
useStripeAppWithCoach({ resetClock: true }, (setup) => ({ t, coach, fake } = setup));

const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;

async function saveCard(client: SignedIn, paymentMethod: string) {
  const setup = await callEndpoint(t.app, api.openSeriesCardSetup, { cookie: client.cookie });
  expect(setup.statusCode, setup.body).toBe(200);
  const { setupId, clientSecret, provider } = setup.json() as { setupId: string; clientSecret: string; provider: string };
  expect(provider).toBe('stripe');
  expect(clientSecret).toMatch(/^seti_/);
  // Stripe.js confirms the SetupIntent in the browser.
  fake.state.confirmSetup(setupId, paymentMethod);
  const saved = await callEndpoint(t.app, api.saveSeriesCard, { cookie: client.cookie, body: { setupId } });
  expect(saved.statusCode, saved.body).toBe(200);
  return { setupId, savedCardId: (saved.json() as { savedCardId: number }).savedCardId };
}

async function bookSeries(client: SignedIn, savedCardId: number, firstStart: string) {
  const starts = [0, 1, 2].map((i) => new Date(Date.parse(firstStart) + i * WEEK_MS).toISOString());
  const made = await callEndpoint(t.app, api.createSeries, {
    cookie: client.cookie,
    invalidBody: {
      coachId: coach.id,
      startTime: starts[0],
      cadenceWeeks: 1,
      count: 3,
      occurrences: starts.map((startTime, index) => ({ index, startTime })),
      payment: 'card',
      savedCardId,
      cardConsent: true,
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as TSeries;
}

const runAtCutoff = (series: TSeries, index: number) => {
  const at = new Date(Date.parse(series.occurrences[index]!.startTime) - 24 * HOUR_MS);
  t.clock.now = at;
  return t.app.jobs.runDueJobs(at, { bookingIds: series.occurrences.map((o) => o.bookingId) });
};

describe('a series paid by card with Stripe', () => {
  it('saves the card on the client’s customer with a SetupIntent and charges each session off-session at its cutoff', async () => {
    const client = await signIn(t);
    const { setupId, savedCardId } = await saveCard(client, 'pm_card_visa');
    const [account] = await t.db.select({ customer: users.stripeCustomerId }).from(users).where(eq(users.id, client.id));
    expect(fake.state.setupIntent(setupId)).toMatchObject({ customer: account?.customer, usage: 'off_session', status: 'succeeded' });

    const series = await bookSeries(client, savedCardId, '2030-01-10T09:00:00.000Z');
    await runAtCutoff(series, 0);
    const [first] = series.occurrences;
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, first!.bookingId));
    expect(row).toMatchObject({ paymentStatus: 'paid' });
    const intent = fake.state.intent(row?.stripePaymentId ?? '');
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 8_500,
      customer: account?.customer,
      payment_method: fake.state.setupIntent(setupId).payment_method,
    });
    const captures = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, first!.bookingId), eq(ledgerEntries.kind, 'capture')));
    expect(captures.map((c) => [c.provider, c.amountCents])).toEqual([['stripe', 8_500]]);
    // The second session is not due yet.
    const [second] = await t.db.select().from(bookings).where(eq(bookings.id, series.occurrences[1]!.bookingId));
    expect(second?.paymentStatus).toBe('pending');
  });

  it('cancels the session whose off-session charge Stripe refuses, and charges the next to a new card', async () => {
    const client = await signIn(t);
    const { savedCardId } = await saveCard(client, FAILS_LATER_PAYMENT_METHOD);
    const series = await bookSeries(client, savedCardId, '2030-01-10T13:00:00.000Z');
    await runAtCutoff(series, 0);
    const [first] = await t.db.select().from(bookings).where(eq(bookings.id, series.occurrences[0]!.bookingId));
    expect(first).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });

    const fresh = await saveCard(client, 'pm_card_visa');
    const updated = await callEndpoint(t.app, api.updateSeriesCard, {
      params: { id: series.id },
      cookie: client.cookie,
      body: { savedCardId: fresh.savedCardId },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    await runAtCutoff(series, 1);
    const [second] = await t.db.select().from(bookings).where(eq(bookings.id, series.occurrences[1]!.bookingId));
    expect(second?.paymentStatus).toBe('paid');
    expect(fake.state.intent(second?.stripePaymentId ?? '').status).toBe('succeeded');
  });

  it('refuses a test card sent to the server and a setup Stripe did not confirm', async () => {
    const client = await signIn(t);
    const setup = await callEndpoint(t.app, api.openSeriesCardSetup, { cookie: client.cookie });
    const { setupId } = setup.json() as { setupId: string };
    const withCard = await callEndpoint(t.app, api.saveSeriesCard, {
      cookie: client.cookie,
      body: { setupId, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
    });
    expect(withCard.statusCode).toBe(400);
    const unconfirmed = await callEndpoint(t.app, api.saveSeriesCard, { cookie: client.cookie, body: { setupId } });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toBe('Your card was not saved. Please enter it again.');
  });
});
