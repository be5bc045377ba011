// The writes the test hooks make themselves: moving a session into the past,
// keeping its length, and switching payouts at the test-mode gateway.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bookings, coachPayoutAccounts, emailOutbox, testPayoutAccounts, workQueue } from '../../db/schema.js';
import { EMAIL_WORK } from '../../integrations/email/outbox-repository.js';

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

    // A message that failed and its delivery left dead, as the queue leaves
    // them after the last attempt (src/server/integrations/work-queue/work-queue-repository.ts).
    async deadEmail(to: string, subject: string, error: string, at: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const [message] = await tx
          .insert(emailOutbox)
          .values({ toAddress: to, subject, textBody: subject, status: 'failed' })
          .returning({ id: emailOutbox.id });
        const [work] = await tx
          .insert(workQueue)
          .values({
            kind: EMAIL_WORK,
            payload: { outboxId: message!.id },
            key: String(message!.id),
            status: 'dead',
            attempts: 5,
            maxAttempts: 5,
            lastError: error,
            failedAt: at,
          })
          .returning({ id: workQueue.id });
        return work!.id;
      });
    },
  };
}
