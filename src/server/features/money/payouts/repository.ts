// The stored copy of each coach's payout account.
import { eq, sql } from 'drizzle-orm';
import { firstRow } from '../../../db/queries/first-row.js';
import type { Database } from '../../../db/client.js';
import { coachPayoutAccounts } from '../../../db/schema.js';
import type { PayoutAccountSnapshot } from '../../../integrations/payments/payout-accounts.js';
import { columnsOf } from '../../../db/queries/columns-of.js';

const snapshotColumns = columnsOf(
  coachPayoutAccounts,
  'provider',
  'accountId',
  'chargesEnabled',
  'payoutsEnabled',
  'detailsSubmitted',
  'requirementsDue',
  'pendingVerification',
  'disabledReason',
);

export type StoredPayoutAccount = PayoutAccountSnapshot & { provider: 'test' | 'stripe' };

const stateOf = (s: PayoutAccountSnapshot) => ({
  chargesEnabled: s.chargesEnabled,
  payoutsEnabled: s.payoutsEnabled,
  detailsSubmitted: s.detailsSubmitted,
  requirementsDue: s.requirementsDue,
  pendingVerification: s.pendingVerification,
  disabledReason: s.disabledReason,
});

export function createPayoutsRepository(db: Database) {
  return {
    async findByCoach(coachId: number): Promise<StoredPayoutAccount | undefined> {
      return firstRow(db, snapshotColumns, coachPayoutAccounts, eq(coachPayoutAccounts.coachId, coachId));
    },

    // The first account wins: a second click racing the first keeps the first account.
    async insert(coachId: number, provider: 'test' | 'stripe', snapshot: PayoutAccountSnapshot, now: Date): Promise<StoredPayoutAccount> {
      await db
        .insert(coachPayoutAccounts)
        .values({ coachId, provider, accountId: snapshot.accountId, ...stateOf(snapshot), createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: coachPayoutAccounts.coachId });
      return (await this.findByCoach(coachId)) as StoredPayoutAccount;
    },

    // By account id, so the webhook (which knows only the account) can use it too.
    async saveSnapshot(snapshot: PayoutAccountSnapshot, now: Date): Promise<boolean> {
      const rows = await db
        .update(coachPayoutAccounts)
        .set({ ...stateOf(snapshot), updatedAt: now })
        .where(eq(coachPayoutAccounts.accountId, snapshot.accountId))
        .returning({ coachId: coachPayoutAccounts.coachId });
      return rows.length > 0;
    },

    // Test mode and Stripe accounts are not interchangeable: switching providers starts over.
    async forget(coachId: number): Promise<void> {
      await db.delete(coachPayoutAccounts).where(sql`${coachPayoutAccounts.coachId} = ${coachId}`);
    },
  };
}
