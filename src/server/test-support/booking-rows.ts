// Rows as the checkout left them, for suites that check what was stored.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client.js';
import { bookingStatusHistory, bookings, payments, testPaymentIntents } from '../db/schema.js';

// What the built-in test gateway holds for an intent.
export async function testIntentRow(db: Database, id: string) {
  return (await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0];
}

// Every booking for the coach at that start time, whatever its status.
export function bookingsAt(db: Database, coachId: number, start: string) {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.coachId, coachId), eq(bookings.startTime, new Date(start))));
}

// The booking's newest status-history row (a move records both times there).
export async function lastHistoryRow(db: Database, bookingId: number) {
  const rows = await db
    .select()
    .from(bookingStatusHistory)
    .where(eq(bookingStatusHistory.bookingId, bookingId))
    .orderBy(bookingStatusHistory.id);
  return rows.at(-1);
}

// The statuses of the booking's payment rows: a move must leave exactly the one captured payment.
async function paymentStates(db: Database, bookingId: number): Promise<string[]> {
  const rows = await db.select({ status: payments.status }).from(payments).where(eq(payments.bookingId, bookingId));
  return rows.map((row) => row.status);
}

// A move keeps the one payment and leaves a history row with both statuses, who moved it and both times.
export async function expectMoveRecorded(
  db: Database,
  bookingId: number,
  move: { fromStatus: string; toStatus: string; byUserId: number; from: string; to: string },
) {
  expect(await paymentStates(db, bookingId)).toEqual(['captured']);
  const last = await lastHistoryRow(db, bookingId);
  expect(last).toMatchObject({
    fromStatus: move.fromStatus,
    toStatus: move.toStatus,
    changedByUserId: move.byUserId,
    previousStartTime: new Date(move.from),
    newStartTime: new Date(move.to),
  });
  return last;
}
