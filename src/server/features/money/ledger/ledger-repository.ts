// The payments table is our own ledger of money movements, whatever the
// provider: one row per payment intent (authorized -> captured | released,
// or failed) and one row per refund (refunded). No card data, ever.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { payments } from '../../../db/schema.js';

export const ledgerColumns = {
  id: payments.id,
  bookingId: payments.bookingId,
  userId: payments.userId,
  provider: payments.provider,
  providerPaymentId: payments.providerPaymentId,
  amountCents: payments.amountCents,
  status: payments.status,
  idempotencyKey: payments.idempotencyKey,
  failureReason: payments.failureReason,
};

export type LedgerRow = {
  id: number;
  bookingId: number | null;
  userId: number | null;
  provider: string;
  providerPaymentId: string;
  amountCents: number;
  status: 'authorized' | 'captured' | 'released' | 'refunded' | 'failed';
  idempotencyKey: string | null;
  failureReason: string | null;
};

// What a checkout records about its payment, whatever the outcome.
export type LedgerEntry = {
  userId: number;
  idempotencyKey: string;
  provider: string;
  providerPaymentId: string;
  amountCents: number;
  currency: string;
};

export function createLedgerRepository(db: Database) {
  // Every checkout starts with it: built once, a named prepared statement.
  const claims = db
    .select(ledgerColumns)
    .from(payments)
    .where(
      or(
        and(eq(payments.userId, sql.placeholder('userId')), eq(payments.idempotencyKey, sql.placeholder('idempotencyKey'))),
        and(eq(payments.provider, sql.placeholder('provider')), eq(payments.providerPaymentId, sql.placeholder('providerPaymentId'))),
      ),
    )
    .limit(2)
    .prepare('ledger_claims');

  return {
    // In one statement, what a checkout must know first: the row of this user's
    // key (a retried request) and the row of this payment intent (already used).
    async findClaims(claim: {
      userId: number;
      idempotencyKey: string;
      provider: string;
      providerPaymentId: string;
    }): Promise<{ byKey: LedgerRow | undefined; byIntent: LedgerRow | undefined }> {
      const rows = await claims.execute(claim);
      return {
        byKey: rows.find((r) => r.userId === claim.userId && r.idempotencyKey === claim.idempotencyKey),
        byIntent: rows.find((r) => r.provider === claim.provider && r.providerPaymentId === claim.providerPaymentId),
      };
    },

    async findIntentRow(provider: string, providerPaymentId: string): Promise<LedgerRow | undefined> {
      const [row] = await db
        .select(ledgerColumns)
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
        .limit(1);
      return row;
    },

    // Undefined when the user's key or the intent is already in the ledger:
    // that is what makes a retried or duplicated request harmless.
    async insert(values: typeof payments.$inferInsert): Promise<LedgerRow | undefined> {
      const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning(ledgerColumns);
      return row;
    },

    async update(
      id: number,
      fromStatuses: LedgerRow['status'][],
      set: Partial<Pick<typeof payments.$inferInsert, 'status' | 'bookingId' | 'failureReason'>>,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ ...set, updatedAt: now })
        .where(and(eq(payments.id, id), inArray(payments.status, fromStatuses)))
        .returning({ id: payments.id });
      return rows.length > 0;
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
