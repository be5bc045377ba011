// What one checkout asks of the database (docs/decisions/0034-fast-checkout.md):
// every round trip and every commit is time a client waits while holding a
// pooled connection, so the booking and its ledger row go in with one
// statement, the paid mark and the e-mails with another, and no transaction
// spans several statements. Counted through Drizzle's logger on PGlite, and
// on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { coachWithSession, type TestCoach } from '../../test-support/coaches.js';
import { signIn, type SignedIn } from '../../test-support/sign-in.js';
import { createIntent, GOOD_CARD, NOW, postBooking } from '../../test-support/bookings.js';
import { withoutDeliveryPasses } from '../../test-support/statements.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
let coach: TestCoach;
let client: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, countQueries: true });
  coach = await coachWithSession(t);
  client = await signIn(t, { role: 'client' });
});
afterAll(async () => {
  await t.close();
});

const isWrite = (statement: string) => /^\s*(insert|update|delete|with)\b/i.test(statement);

// What the checkout cost, without the e-mail delivery beside it (withoutDeliveryPasses).
async function checkoutStatements(startTime: string): Promise<string[]> {
  const intent = await createIntent(t.app, client.cookie, coach.id, startTime);
  await t.app.emailDelivery.deliverPending();
  t.queries.length = 0;
  const payload = { coachId: coach.id, startTime, paymentIntentId: intent.json().paymentIntentId, card: GOOD_CARD, timeZone: 'Asia/Tokyo' };
  const response = await postBooking(t.app, client.cookie, payload);
  expect(response.statusCode, response.body).toBe(201);
  await t.app.emailDelivery.deliverPending();
  return withoutDeliveryPasses(t.queries.map((q) => q.trim()));
}

describe('one checkout', () => {
  it('takes at most eight statements and no multi-statement transaction; writes: abuse counter, hold, booking, capture, paid', async () => {
    // The first checkout also stores the zone the page reported; the same zone again costs nothing.
    const first = await checkoutStatements('2030-01-07T10:00:00.000Z');
    expect(first.filter(isWrite)).toHaveLength(6);
    const statements = await checkoutStatements('2030-01-07T12:00:00.000Z');
    expect(statements.filter((s) => s === 'begin' || s === 'commit')).toEqual([]);
    // Session, abuse counter, one read of the ledger, coach, busy time and contacts,
    // the intent, the hold, the booking, the capture, the paid mark with its e-mails
    // (docs/decisions/0038-checkout-round-trips.md).
    expect(statements.length).toBeLessThanOrEqual(8);
    expect(statements.filter(isWrite)).toHaveLength(5);
    // The answer is built from what the checkout wrote: nothing is read back after the paid mark.
    expect(statements.at(-1)).toMatch(/update payments set status = 'captured'/);
  });

  it('answers with the booking exactly as reading it back shows it', async () => {
    const intent = await createIntent(t.app, client.cookie, coach.id, '2030-01-07T14:00:00.000Z');
    const payload = {
      coachId: coach.id,
      startTime: '2030-01-07T14:00:00.000Z',
      paymentIntentId: intent.json().paymentIntentId,
      card: GOOD_CARD,
    };
    const created = await postBooking(t.app, client.cookie, { ...payload, notes: '  Bring a notebook  ' });
    expect(created.statusCode, created.body).toBe(201);
    const read = await callEndpoint(t.app, api.getBooking, { params: { id: created.json().id }, cookie: client.cookie });
    expect(read.statusCode).toBe(200);
    expect(created.json()).toEqual(read.json());
    expect(created.json()).toMatchObject({ paymentStatus: 'paid', status: 'pending', notes: 'Bring a notebook' });
  });
});
