// Test mode's transfers: no network, Stripe's rules. Transfers and reversals
// are stored in the gateway's own tables (as Stripe keeps its own records),
// which is what reconciliation compares our ledger with. A transfer needs the
// destination to be a stand-in account with payouts enabled, as Stripe needs
// the transfers capability; a repeated idempotency key answers with the first
// result. Each write is one conditional statement, so racing processes agree.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { testPaymentIntents, testPayoutAccounts, testTransferReversals, testTransfers } from '../../db/schema.js';
import { TransferFailedError, type TransferGateway, type TransferRecord } from './transfer-gateway.js';

export const TEST_TRANSFER_MESSAGES = {
  noDestination: 'The payout account cannot receive transfers (payouts are not enabled).',
  noSuchTransfer: 'No such transfer.',
  tooMuch: 'The reversal is more than what is left of the transfer.',
} as const;

const token = () => randomBytes(12).toString('hex');
const transferColumns = {
  id: testTransfers.id,
  amountCents: testTransfers.amountCents,
  reversedCents: testTransfers.amountReversedCents,
};

export function createTestModeTransfers(db: Database, now: () => Date): TransferGateway {
  async function byKey(key: string): Promise<TransferRecord | undefined> {
    const [row] = await db.select(transferColumns).from(testTransfers).where(eq(testTransfers.idempotencyKey, key)).limit(1);
    return row;
  }

  return {
    provider: 'test',

    async findTransfer(transferGroup) {
      const [row] = await db.select(transferColumns).from(testTransfers).where(eq(testTransfers.transferGroup, transferGroup)).limit(1);
      return row;
    },

    async transfer({ amountCents, currency, destination, transferGroup, idempotencyKey }) {
      const earlier = await byKey(idempotencyKey);
      if (earlier) return earlier;
      const [account] = await db
        .select({ payoutsEnabled: testPayoutAccounts.payoutsEnabled })
        .from(testPayoutAccounts)
        .where(eq(testPayoutAccounts.id, destination))
        .limit(1);
      if (!account?.payoutsEnabled) throw new TransferFailedError(TEST_TRANSFER_MESSAGES.noDestination);
      const [row] = await db
        .insert(testTransfers)
        .values({ id: `tr_test_${token()}`, destination, amountCents, currency, transferGroup, idempotencyKey, createdAt: now() })
        .onConflictDoNothing()
        .returning(transferColumns);
      const made = row ?? (await byKey(idempotencyKey));
      if (!made) throw new TransferFailedError(TEST_TRANSFER_MESSAGES.noSuchTransfer);
      return made;
    },

    async reverse(transferId, { amountCents, idempotencyKey }) {
      const [earlier] = await db
        .select({ id: testTransferReversals.id, amountCents: testTransferReversals.amountCents })
        .from(testTransferReversals)
        .where(eq(testTransferReversals.idempotencyKey, idempotencyKey))
        .limit(1);
      if (earlier) return earlier;
      const id = `trr_test_${token()}`;
      // The amount comes off the transfer only if enough is left, together with the reversal's record.
      const made = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(testTransfers)
          .set({ amountReversedCents: sql`${testTransfers.amountReversedCents} + ${amountCents}` })
          .where(
            and(
              eq(testTransfers.id, transferId),
              sql`${testTransfers.amountCents} - ${testTransfers.amountReversedCents} >= ${amountCents}`,
            ),
          )
          .returning({ id: testTransfers.id });
        if (!updated) return false;
        await tx.insert(testTransferReversals).values({ id, transferId, amountCents, idempotencyKey, createdAt: now() });
        return true;
      });
      if (!made) throw new TransferFailedError(TEST_TRANSFER_MESSAGES.tooMuch);
      return { id, amountCents };
    },

    async paymentRecord(intentId) {
      const [row] = await db
        .select({
          status: testPaymentIntents.status,
          amountCents: testPaymentIntents.amountCents,
          refunded: testPaymentIntents.amountRefundedCents,
          refundId: testPaymentIntents.refundId,
        })
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, intentId))
        .limit(1);
      if (!row) return undefined;
      return {
        capturedCents: row.status === 'succeeded' ? row.amountCents : 0,
        refundedCents: row.refunded,
        refundIds: row.refundId ? [row.refundId] : [],
      };
    },

    async transferRecord(transferId) {
      const [row] = await db.select(transferColumns).from(testTransfers).where(eq(testTransfers.id, transferId)).limit(1);
      return row;
    },
  };
}
