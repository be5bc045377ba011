// What one seat purchase asks of the database (docs/decisions/0084-seat-purchase-statements.md):
// no more than a card checkout (src/server/features/bookings/checkout-statements.integration.test.ts),
// so a seat costs the server no more than a session. Counted through Drizzle's
// logger on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../../db/schema.js';
import { createPaymentGateway } from '../../../integrations/payments/create-payment-gateway.js';
import { createMoneyService } from '../money-service.js';
import { callEndpoint, createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { coachWithSession, type TestCoach } from '../../../test-support/coaches.js';
import { signIn, type SignedIn } from '../../../test-support/sign-in.js';
import { GOOD_CARD, newKey, NOW } from '../../../test-support/bookings.js';
import { lastEmailTo, programSpecialization, publishedProgram, saturdayWorkshop } from '../../../test-support/programs.js';
import * as api from '../../../../shared/api/api-routes.generated.js';

let t: TestApp;
let coach: TestCoach;
let client: SignedIn;
let programId: number;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, countQueries: true });
  coach = await coachWithSession(t);
  client = await signIn(t, { role: 'client' });
  programId = await publishedProgram(t.app, coach.cookie, saturdayWorkshop(await programSpecialization(t.db), { capacity: 2 }));
});
afterAll(async () => {
  await t.close();
});

const isWrite = (statement: string) => /^\s*(insert|update|delete|with)\b/i.test(statement);
// The e-mail delivery pass beside the request is its own transaction on the outbox alone.
const isDeliveryPass = (statement: string) => /"email_outbox"|^(begin|commit)$/.test(statement);

async function buy(cookie: string) {
  const intent = await callEndpoint(t.app, api.createSeatIntent, { params: { id: programId }, cookie });
  expect(intent.statusCode, intent.body).toBe(200);
  await t.app.emailDelivery.deliverPending();
  t.queries.length = 0;
  const response = await callEndpoint(t.app, api.buySeat, {
    params: { id: programId },
    cookie,
    headers: { 'idempotency-key': newKey() },
    body: { paymentIntentId: intent.json().paymentIntentId, card: GOOD_CARD, timeZone: 'Asia/Tokyo' },
  });
  const statements = t.queries.map((q) => q.trim()).filter((q) => !isDeliveryPass(q));
  return { response, statements };
}

describe('one seat purchase', () => {
  it('takes at most eight statements, none in a multi-statement transaction, and queues the invitation with the ledger line', async () => {
    const { response, statements } = await buy(client.cookie);
    expect(response.statusCode, response.body).toBe(201);
    // Session, abuse counter, the facts, the intent, the hold, the seat, the capture, the ledger line with the invitation.
    expect(statements.length, statements.join('\n---\n')).toBeLessThanOrEqual(8);
    expect(statements.filter(isWrite).length).toBeLessThanOrEqual(5);
    expect(statements.at(-1)).toMatch(/insert into ledger_entries/);
    const invitation = await lastEmailTo(t.db, client.email);
    expect(invitation?.subject).toContain('Mindful mornings');
    expect(invitation?.ics).toContain('BEGIN:VEVENT');
  });

  it('when the last seat is gone, releases the hold and writes no seat, no count and no money', async () => {
    expect((await buy((await signIn(t, { role: 'client' })).cookie)).response.statusCode).toBe(201);
    const other = await signIn(t, { role: 'client' });
    const { response, statements } = await buy(other.cookie);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toMatch(/full/i);
    const seats = await callEndpoint(t.app, api.listMySeats, { cookie: other.cookie });
    expect(seats.json()).toEqual([]);
    expect(statements.some((s) => /insert into ledger_entries/.test(s))).toBe(false);
  });
});

describe('an invitation that cannot be written', () => {
  it('never costs the paid seat its answer or its ledger line', async () => {
    const workshop = await publishedProgram(
      t.app,
      coach.cookie,
      saturdayWorkshop(await programSpecialization(t.db), { firstMeeting: '2030-01-19T09:00' }),
    );
    const buyer = await signIn(t, { role: 'client' });
    const intent = await callEndpoint(t.app, api.createSeatIntent, { params: { id: workshop }, cookie: buyer.cookie });
    const seats = createMoneyService({ db: t.db, now: () => t.clock.now }).programSeats(
      createPaymentGateway(t.db, () => t.clock.now, t.config.payments),
    );
    const failure = new Error('the e-mail could not be written');
    const bought = await seats.buy(
      { id: buyer.id, role: 'client' },
      workshop,
      { paymentIntentId: intent.json().paymentIntentId, card: GOOD_CARD },
      newKey(),
      async () => {
        throw failure;
      },
    );
    expect(bought).toMatchObject({ created: true, lostInvitation: failure, seat: { status: 'active', price: 45 } });
    const lines = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.programSeatId, bought.seat.id));
    expect(lines.map((line) => [line.kind, line.amountCents])).toEqual([['capture', 4500]]);
  });
});
