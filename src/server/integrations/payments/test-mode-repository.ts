// Storage of the test-mode gateway's payment intents. Every state change is a
// conditional UPDATE, so two processes racing on one intent cannot both win.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { testPaymentIntents } from '../../db/schema.js';
import type { IntentStatus, PaymentIntent } from './payment-gateway.js';

const intentColumns = {
  id: testPaymentIntents.id,
  clientSecret: testPaymentIntents.clientSecret,
  amountCents: testPaymentIntents.amountCents,
  currency: testPaymentIntents.currency,
  status: testPaymentIntents.status,
  metadata: testPaymentIntents.metadata,
  authorizeIdempotencyKey: testPaymentIntents.authorizeIdempotencyKey,
  refundId: testPaymentIntents.refundId,
  amountRefundedCents: testPaymentIntents.amountRefundedCents,
};

export type StoredIntent = PaymentIntent & {
  authorizeIdempotencyKey: string | null;
  refundId: string | null;
  amountRefundedCents: number;
};

export function createTestModeRepository(db: Database) {
  // Read by every checkout: built once, a named prepared statement.
  const byId = db
    .select(intentColumns)
    .from(testPaymentIntents)
    .where(eq(testPaymentIntents.id, sql.placeholder('id')))
    .limit(1)
    .prepare('test_intent');

  return {
    // Returns undefined when an intent with this creation key already exists.
    async insert(values: typeof testPaymentIntents.$inferInsert): Promise<StoredIntent | undefined> {
      const [row] = await db.insert(testPaymentIntents).values(values).onConflictDoNothing().returning(intentColumns);
      return row;
    },

    async findById(id: string): Promise<StoredIntent | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },

    async findByCreateKey(key: string): Promise<StoredIntent | undefined> {
      const [row] = await db
        .select(intentColumns)
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.createIdempotencyKey, key))
        .limit(1);
      return row;
    },

    async transition(
      id: string,
      from: IntentStatus[],
      set: Partial<Pick<typeof testPaymentIntents.$inferInsert, 'status' | 'authorizeIdempotencyKey' | 'cardLast4'>>,
      now: Date,
    ): Promise<StoredIntent | undefined> {
      const [row] = await db
        .update(testPaymentIntents)
        .set({ ...set, updatedAt: now })
        .where(and(eq(testPaymentIntents.id, id), inArray(testPaymentIntents.status, from)))
        .returning(intentColumns);
      return row;
    },

    async recordRefund(id: string, refundId: string, amountCents: number, now: Date): Promise<StoredIntent | undefined> {
      const [row] = await db
        .update(testPaymentIntents)
        .set({ refundId, amountRefundedCents: amountCents, updatedAt: now })
        .where(and(eq(testPaymentIntents.id, id), eq(testPaymentIntents.status, 'succeeded'), isNull(testPaymentIntents.refundId)))
        .returning(intentColumns);
      return row;
    },
  };
}
