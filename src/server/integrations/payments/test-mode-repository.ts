// Storage of the test-mode gateway's payment intents. Every state change is a
// conditional UPDATE, so two processes racing on one intent cannot both win.
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { testPaymentIntents, testRefunds } from '../../db/schema.js';
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

type TransitionField = 'status' | 'authorizeIdempotencyKey' | 'cardLast4';

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

  // Every checkout authorises and captures: each kind of transition (its
  // from-statuses and the fields it sets) is built once, a named prepared
  // statement whose values are placeholders (docs/decisions/0050-checkout-cpu.md).
  const transitions = new Map<string, ReturnType<typeof buildTransition>>();
  function buildTransition(from: IntentStatus[], fields: TransitionField[], name: string) {
    const set: Record<string, SQL> = { updatedAt: sql`${sql.placeholder('now')}::timestamptz` };
    for (const field of fields) set[field] = sql`${sql.placeholder(field)}`;
    return db
      .update(testPaymentIntents)
      .set(set)
      .where(and(eq(testPaymentIntents.id, sql.placeholder('id')), inArray(testPaymentIntents.status, from)))
      .returning(intentColumns)
      .prepare(name);
  }
  function preparedTransition(from: IntentStatus[], fields: TransitionField[]) {
    const key = `${[...from].sort().join(',')}:${[...fields].sort().join(',')}`;
    let prepared = transitions.get(key);
    if (!prepared) {
      // The same name for the same statement in every app instance sharing a pool.
      prepared = buildTransition(from, fields, `test_intent_transition_${createHash('sha256').update(key).digest('hex').slice(0, 16)}`);
      transitions.set(key, prepared);
    }
    return prepared;
  }

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
      // As Drizzle's .set() does, an undefined field is left as it is.
      const values = Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined));
      const [row] = await preparedTransition(from, Object.keys(values) as TransitionField[]).execute({
        ...values,
        id,
        now: now.toISOString(),
      });
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

    // A partial refund under its key: the earlier one when the key was used,
    // none when it would take the refunds past the amount paid. The intent's
    // row is locked so that two refunds of one intent add up in turn.
    async recordPartRefund(id: string, refundId: string, amountCents: number, idempotencyKey: string, now: Date) {
      return db.transaction(async (tx) => {
        const [intent] = await tx.select(intentColumns).from(testPaymentIntents).where(eq(testPaymentIntents.id, id)).for('update');
        const [earlier] = await tx.select().from(testRefunds).where(eq(testRefunds.idempotencyKey, idempotencyKey));
        if (earlier) return { id: earlier.id, amountCents: earlier.amountCents };
        if (!intent || intent.amountRefundedCents + amountCents > intent.amountCents) return undefined;
        await tx.insert(testRefunds).values({ id: refundId, intentId: id, amountCents, idempotencyKey, createdAt: now });
        await tx
          .update(testPaymentIntents)
          .set({ amountRefundedCents: intent.amountRefundedCents + amountCents, updatedAt: now })
          .where(eq(testPaymentIntents.id, id));
        return { id: refundId, amountCents };
      });
    },
  };
}
