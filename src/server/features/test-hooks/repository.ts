// The one write the test hooks make themselves: moving a session into the past, keeping its length.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bookings } from '../../db/schema.js';

export function createTestHooksRepository(db: Database) {
  return {
    async endSessionAt(bookingId: number, endedAt: Date): Promise<{ startTime: Date; endTime: Date } | undefined> {
      const [row] = await db
        .update(bookings)
        .set({ startTime: sql`${endedAt.toISOString()}::timestamptz - (${bookings.endTime} - ${bookings.startTime})`, endTime: endedAt })
        .where(eq(bookings.id, bookingId))
        .returning({ startTime: bookings.startTime, endTime: bookings.endTime });
      return row;
    },
  };
}
