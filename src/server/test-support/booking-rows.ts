// Rows as the checkout left them, for suites that check what was stored.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { bookings, testPaymentIntents } from '../db/schema.js';

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
