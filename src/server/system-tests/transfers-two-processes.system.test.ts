// Two real server processes on one PostgreSQL database run the transfer jobs
// at the same moment, again and again: the coach's share still leaves the
// platform exactly once (one claim per row, docs/decisions/0048-ledger-and-transfers.md).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, bookingStatusHistory, coachTransfers, ledgerEntries, testTransfers } from '../db/schema.js';
import { giveTestModePayoutsEnabled } from '../test-support/payouts.js';
import { COACH_RATE_CENTS, insertAlwaysOpenCoach, insertSignedInClients, openSlots } from './fixtures.js';
import { bookingIdOf, createIntent, postBooking, request } from './http-client.js';
import type { ServerProcess } from './server-process.js';
import type { SystemDatabase } from './system-database.js';
import { useTwoServers } from './two-servers.js';
import { HOUR_MS } from '../../shared/domain/time-units.js';

let database: SystemDatabase;
let a: ServerProcess;
let b: ServerProcess;
useTwoServers((servers) => ({ database, a, b } = servers));

describe('transfers with two server processes', { timeout: 90_000 }, () => {
  it('never transfer a coach’s share twice', async () => {
    const db = database.db;
    const coach = await insertAlwaysOpenCoach(db);
    await giveTestModePayoutsEnabled(db, coach.id);
    const [client] = await insertSignedInClients(db, 1);
    if (!client) throw new Error('no client');
    const [slot] = await openSlots(a.url, coach.id);
    if (!slot) throw new Error('the coach has no open slot');
    const paymentIntentId = await createIntent(a.url, client.cookie, coach.id, slot);
    const booked = await postBooking(a.url, client.cookie, { coachId: coach.id, startTime: slot, paymentIntentId });
    expect(booked.status).toBe(201);
    const bookingId = bookingIdOf(booked);
    // The session took place and was completed; 25 hours later both processes run the jobs.
    const completedAt = new Date(new Date(slot).getTime() + HOUR_MS);
    await db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, bookingId));
    await db.insert(bookingStatusHistory).values({ bookingId, fromStatus: 'confirmed', toStatus: 'completed', createdAt: completedAt });
    const at = new Date(completedAt.getTime() + 25 * HOUR_MS).toISOString();

    const passes = await Promise.all(
      [a, b, a, b, a, b, a, b].map((server) =>
        request(server.url, 'POST', '/api/test/run-jobs', { json: { at, bookingIds: [bookingId] } }),
      ),
    );
    expect(passes.map((p) => p.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);

    const sent = await db
      .select()
      .from(testTransfers)
      .where(eq(testTransfers.transferGroup, `booking-${bookingId}`));
    expect(sent).toEqual([expect.objectContaining({ amountCents: COACH_RATE_CENTS })]);
    const [row] = await db.select().from(coachTransfers).where(eq(coachTransfers.bookingId, bookingId));
    expect(row).toMatchObject({ status: 'paid', providerTransferId: sent[0]?.id, amountCents: COACH_RATE_CENTS });
    const ledger = await db.select({ kind: ledgerEntries.kind }).from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId));
    expect(ledger.map((e) => e.kind).sort()).toEqual(['authorization', 'capture', 'platform_fee', 'transfer']);
  });
});
