// The writes the test hooks make themselves: moving a session into the past,
// keeping its length, and switching payouts at the test-mode gateway.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bookings, coachPayoutAccounts, testPayoutAccounts } from '../../db/schema.js';

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

    // Only the gateway's side changes: our record still says payouts are
    // enabled, so the transfer is sent and the gateway refuses it, as Stripe
    // does when an account is restricted after onboarding.
    async setGatewayPayouts(coachId: number, payoutsEnabled: boolean): Promise<boolean> {
      const accounts = db
        .select({ id: coachPayoutAccounts.accountId })
        .from(coachPayoutAccounts)
        .where(and(eq(coachPayoutAccounts.coachId, coachId), eq(coachPayoutAccounts.provider, 'test')));
      const rows = await db
        .update(testPayoutAccounts)
        .set({ payoutsEnabled })
        .where(inArray(testPayoutAccounts.id, accounts))
        .returning({ id: testPayoutAccounts.id });
      return rows.length > 0;
    },
  };
}
