// One of two server processes dies (SIGKILL: no shutdown code runs) in the
// middle of a burst of checkouts. Whatever a client was told succeeded must
// be in the database, no card is charged without a booking, and the holds the
// dead process left behind are released by the other process's jobs.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, testPaymentIntents } from '../db/schema.js';
import { insertAlwaysOpenCoach, insertSignedInClients, openSlots } from './fixtures.js';
import { bookingIdOf, createIntent, postBooking, request, type Answer } from './http-client.js';
import { startServer, type ServerProcess } from './server-process.js';
import { createSystemDatabase, type SystemDatabase } from './system-database.js';

const COACHES = 4;
const SLOTS_PER_COACH = 15;
const STALE_HOLD_MINUTES = 15;

let database: SystemDatabase;
let a: ServerProcess;
let b: ServerProcess;
let restarted: ServerProcess | undefined;

beforeAll(async () => {
  database = await createSystemDatabase();
  [a, b] = await Promise.all([
    startServer({ name: 'A', databaseUrl: database.url }),
    startServer({ name: 'B', databaseUrl: database.url }),
  ]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop(), restarted?.stop()]);
  await database?.close();
});

describe('a server process killed during a burst of bookings', { timeout: 120_000 }, () => {
  it('loses no confirmed booking and charges no card without a booking', async () => {
    const db = database.db;
    const coaches = await Promise.all(Array.from({ length: COACHES }, () => insertAlwaysOpenCoach(db)));
    const wanted: Array<{ coachId: number; startTime: string }> = [];
    for (const coach of coaches) {
      for (const startTime of (await openSlots(a.url, coach.id)).slice(0, SLOTS_PER_COACH)) wanted.push({ coachId: coach.id, startTime });
    }
    const clients = await insertSignedInClients(db, wanted.length);
    // Every other checkout goes to B, each for a slot of its own.
    const serverOf = (i: number) => (i % 2 === 0 ? a : b);
    const intents = await Promise.all(
      wanted.map((slot, i) => createIntent(serverOf(i).url, clients[i]!.cookie, slot.coachId, slot.startTime)),
    );
    const intentsOfB = intents.filter((_, i) => serverOf(i) === b);

    // B dies as soon as the first of its bookings is in the database, with the
    // rest of its share at every stage of the checkout.
    let bursting = true;
    const killer = (async () => {
      while (bursting) {
        const [first] = await db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.stripePaymentId, intentsOfB)).limit(1);
        if (first) return b.kill();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const answers: Answer[] = await Promise.all(
      wanted.map((slot, i) => postBooking(serverOf(i).url, clients[i]!.cookie, { ...slot, paymentIntentId: intents[i]! })),
    );
    bursting = false;
    await killer;
    expect(b.isRunning()).toBe(false);

    const onA = answers.filter((_, i) => i % 2 === 0);
    const onB = answers.filter((_, i) => i % 2 === 1);
    expect(onA.map((r) => r.status)).toEqual(onA.map(() => 201));
    expect(onB.filter((r) => r.status !== 201 && r.status !== 'network-error').map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual(
      [],
    );
    // The kill really landed mid-burst.
    expect(onB.filter((r) => r.status === 'network-error').length).toBeGreaterThan(0);

    // Every booking a client was told about exists, paid, with its capture in the ledger.
    const confirmedIds = answers.filter((r) => r.status === 201).map(bookingIdOf);
    const ofTheseCoaches = () =>
      inArray(
        bookings.coachId,
        coaches.map((c) => c.id),
      );
    const stored = await db
      .select({ id: bookings.id, paymentStatus: bookings.paymentStatus, intent: bookings.stripePaymentId })
      .from(bookings)
      .where(ofTheseCoaches());
    const storedById = new Map(stored.map((row) => [row.id, row]));
    for (const id of confirmedIds) expect(storedById.get(id)?.paymentStatus, `booking ${id}`).toBe('paid');

    // No money taken without a booking: every capture points at a stored booking of the same intent.
    const ledger = await db
      .select({ status: payments.status, bookingId: payments.bookingId, intent: payments.providerPaymentId })
      .from(payments)
      .where(inArray(payments.providerPaymentId, intents));
    const captured = ledger.filter((p) => p.status === 'captured');
    for (const capture of captured)
      expect(storedById.get(capture.bookingId ?? -1)?.intent, `capture of ${capture.intent}`).toBe(capture.intent);
    // The same on the payment provider's side (the ledger may lag it if the process died right after capturing).
    const bookedIntents = new Set(stored.map((row) => row.intent));
    const succeeded = await db
      .select({ id: testPaymentIntents.id })
      .from(testPaymentIntents)
      .where(and(inArray(testPaymentIntents.id, intents), eq(testPaymentIntents.status, 'succeeded')));
    expect(succeeded.filter((intent) => !bookedIntents.has(intent.id))).toEqual([]);

    // Holds the dead process left without a booking are released once they are stale.
    const holdsBefore = ledger.filter((p) => p.status === 'authorized' && p.bookingId === null).length;
    const later = new Date(Date.now() + (STALE_HOLD_MINUTES + 1) * 60_000).toISOString();
    expect((await request(a.url, 'POST', '/api/test/run-jobs', { json: { at: later } })).status).toBe(200);
    const looseHolds = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(inArray(payments.providerPaymentId, intents), eq(payments.status, 'authorized'), isNull(payments.bookingId)));
    expect(looseHolds).toEqual([]);
    const stillHeld = await db
      .select({ id: testPaymentIntents.id })
      .from(testPaymentIntents)
      .where(and(inArray(testPaymentIntents.id, intents), eq(testPaymentIntents.status, 'requires_capture')));
    expect(stillHeld.filter((intent) => !bookedIntents.has(intent.id))).toEqual([]);
    // Bookings the dead process left half-paid are settled too: paid when the money was
    // captured, otherwise cancelled with the hold released. Nothing is left held.
    const settled = await db
      .select({ status: bookings.status, paymentStatus: bookings.paymentStatus, intent: bookings.stripePaymentId })
      .from(bookings)
      .where(ofTheseCoaches());
    expect(settled.filter((row) => row.paymentStatus === 'pending' && row.status === 'pending')).toEqual([]);
    const intentStates = new Map(
      (
        await db
          .select({ id: testPaymentIntents.id, status: testPaymentIntents.status })
          .from(testPaymentIntents)
          .where(inArray(testPaymentIntents.id, intents))
      ).map((row) => [row.id, row.status]),
    );
    for (const row of settled)
      expect([row.status, row.paymentStatus, intentStates.get(row.intent ?? '')]).toEqual(
        row.paymentStatus === 'paid' ? [row.status, 'paid', 'succeeded'] : ['cancelled', 'pending', 'canceled'],
      );
    expect(
      await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(inArray(payments.providerPaymentId, intents), eq(payments.status, 'authorized'))),
    ).toEqual([]);
    const rescued = stored.filter((row) => row.paymentStatus === 'pending').length;

    // A fresh process on the same database starts (no lock was left behind) and sees every booking.
    restarted = await startServer({ name: 'B2', databaseUrl: database.url });
    // Preferably a client of B's share whose booking was made but who never heard back.
    const storedByIntent = new Map(stored.map((row) => [row.intent, row.id]));
    const byB = [...intents.keys()].filter((i) => serverOf(i) === b && storedByIntent.has(intents[i]!));
    const shown = byB[0] ?? 0;
    const list = await request(restarted.url, 'GET', '/api/user/bookings', { cookie: clients[shown]!.cookie });
    expect(list.status).toBe(200);
    expect((list.body as Array<{ id: number }>).map((booking) => booking.id)).toEqual([storedByIntent.get(intents[shown]!)]);

    console.info(
      `[system] kill -9 during checkout: ${wanted.length} bookings attempted (${onA.length} on A, ${onB.length} on B); ` +
        `201: ${confirmedIds.length} (A ${onA.length}, B ${onB.filter((r) => r.status === 201).length}); B connections cut: ${onB.filter((r) => r.status === 'network-error').length}; ` +
        `bookings stored: ${stored.length} (paid ${stored.filter((r) => r.paymentStatus === 'paid').length}, payment pending ${stored.filter((r) => r.paymentStatus === 'pending').length}); ` +
        `captured: ${succeeded.length} (ledger says ${captured.length}); loose holds released by the job: ${holdsBefore}; half-done checkouts settled by the job: ${rescued}`,
    );
  });
});
