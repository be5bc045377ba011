// Two real server processes on one PostgreSQL database each receive, at the
// same moment, a booking paid with the client's last credit (DECISIONS section
// 12): exactly one wins, the other is told there is no credit left and is not
// charged. Round after round, with a fresh client each time, so every round
// races from the same start. (credit-race.integration.test.ts races two apps
// in one process; here each has its own process, pool and clock.)
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PACKAGE_MESSAGES } from '../../shared/schemas/packages.js';
import { bookings, creditEntries, packageOffers, packagePurchases, testPaymentIntents } from '../db/schema.js';
import { COACH_RATE_CENTS, insertAlwaysOpenCoach, insertSignedInClients, openSlots } from './fixtures.js';
import { messageOf, request, TEST_CARD, type Answer } from './http-client.js';
import type { ServerProcess } from './server-process.js';
import type { SystemDatabase } from './system-database.js';
import { useTwoServers } from './two-servers.js';

const ROUNDS = 8;

let database: SystemDatabase;
let a: ServerProcess;
let b: ServerProcess;
useTwoServers((servers) => ({ database, a, b } = servers));

function bookWithCredit(server: ServerProcess, cookie: string, coachId: number, startTime: string): Promise<Answer> {
  return request(server.url, 'POST', '/api/bookings/with-credit', { cookie, json: { coachId, startTime } });
}

async function buyPackage(server: ServerProcess, cookie: string, offerId: number): Promise<void> {
  const intent = await request(server.url, 'POST', `/api/packages/${offerId}/payment-intent`, { cookie });
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const bought = await request(server.url, 'POST', `/api/packages/${offerId}/purchase`, {
    cookie,
    headers: { 'idempotency-key': `system-credit-race-${offerId}-${cookie.slice(4, 16)}` },
    json: { paymentIntentId: (intent.body as { paymentIntentId: string }).paymentIntentId, card: TEST_CARD },
  });
  expect(bought.status, JSON.stringify(bought.body)).toBe(201);
}

describe('the last credit with two server processes', { timeout: 120_000 }, () => {
  it(`goes to exactly one of two simultaneous bookings, ${ROUNDS} rounds`, async () => {
    const db = database.db;
    const coach = await insertAlwaysOpenCoach(db);
    // Two sessions for the price of 1.5 (within 50-100% of two at the coach's rate).
    const [offer] = await db
      .insert(packageOffers)
      .values({ coachId: coach.id, kind: 'package', sessions: 2, priceCents: COACH_RATE_CENTS * 1.5, validityDays: 90 })
      .returning({ id: packageOffers.id });
    if (!offer) throw new Error('no offer');
    const clients = await insertSignedInClients(db, ROUNDS);
    // Slots an hour apart (sessions last 30 minutes), three per round, none shared.
    const slots = (await openSlots(a.url, coach.id)).filter((_, i) => i % 2 === 0);
    if (slots.length < ROUNDS * 3) throw new Error('the coach is open around the clock');

    for (const [round, client] of clients.entries()) {
      const [first, forA, forB] = slots.slice(round * 3, round * 3 + 3) as [string, string, string];
      await buyPackage(round % 2 ? b : a, client.cookie, offer.id);
      expect((await bookWithCredit(a, client.cookie, coach.id, first)).status).toBe(201);
      const charges = await db.select({ n: count() }).from(testPaymentIntents);

      // One credit left; each process gets a booking for it at the same moment.
      const answers = await Promise.all([
        bookWithCredit(a, client.cookie, coach.id, forA),
        bookWithCredit(b, client.cookie, coach.id, forB),
      ]);
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.sort(), `round ${round}: ${JSON.stringify(answers.map((x) => x.body))}`).toEqual([201, 409]);
      const lost = answers.find((answer) => answer.status === 409);
      expect(lost && messageOf(lost)).toBe(PACKAGE_MESSAGES.noCredit);
      expect(PACKAGE_MESSAGES.noCredit).toBe('You have no credit left for this coach. You have not been charged.');

      // Nothing charged for either: no payment intent was made, two bookings stand, the credits are spent once.
      expect(await db.select({ n: count() }).from(testPaymentIntents)).toEqual(charges);
      expect(await db.select({ n: count() }).from(bookings).where(eq(bookings.clientId, client.id))).toEqual([{ n: 2 }]);
      const [purchase] = await db.select().from(packagePurchases).where(eq(packagePurchases.clientId, client.id));
      expect(purchase?.creditsAvailable).toBe(0);
      const entries = await db
        .select({ kind: creditEntries.kind })
        .from(creditEntries)
        .where(eq(creditEntries.purchaseId, purchase?.id ?? -1));
      expect(entries.map((e) => e.kind).sort()).toEqual(['granted', 'redeemed', 'redeemed']);
    }
  });
});
