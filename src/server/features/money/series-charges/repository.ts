// The queries of a series paid by card (docs/decisions/0079-series-paid-by-card-on-file.md):
// the client's saved cards, the sessions whose charge is due, the claim that
// lets one process charge a session, and the charge's outcome in one transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { bookingSeries, bookings, payments, savedCards, seriesCharges } from '../../../db/schema.js';
import { CANCELLATION_POLICIES, fullRefundUntil } from '../../../../shared/domain/cancellation-policy.js';
import { HOUR_MS } from '../../../../shared/domain/time-units.js';
import { stripeCustomerQueries } from '../stripe-customers.js';

// A charge claimed this long ago and still not settled belongs to a process that died: another may retry it
// (with the same idempotency key, so the provider answers with the first charge if there was one).
export const CHARGE_LEASE_MS = 10 * 60 * 1000;
export const CHARGE_BATCH = 50;

// Hours before the start at which each policy's full refund ends, from the policy itself.
const cutoffHours = sql.join(
  [
    sql`case ${bookings.cancellationPolicy}`,
    ...CANCELLATION_POLICIES.map((p) => {
      const hours = (Date.UTC(2030, 0, 8) - fullRefundUntil(p, new Date(Date.UTC(2030, 0, 8))).getTime()) / HOUR_MS;
      return sql`when ${p} then ${hours}::int`;
    }),
    sql`end`,
  ],
  sql` `,
);

export type DueCharge = {
  bookingId: number;
  seriesId: number;
  clientId: number;
  coachId: number;
  amountCents: number;
  startTime: Date;
  paymentMethod: string | null;
  customerId: string | null;
  provider: string | null;
};

export function createSeriesChargesRepository(db: Database) {
  return {
    ...stripeCustomerQueries(db),

    async insertSetup(values: { userId: number; provider: 'test' | 'stripe'; setupId: string; customerId: string | null; at: Date }) {
      await db.insert(savedCards).values({ ...values, createdAt: values.at, updatedAt: values.at });
    },

    async findCard(userId: number, where: { setupId: string } | { id: number }) {
      const [row] = await db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.userId, userId), 'id' in where ? eq(savedCards.id, where.id) : eq(savedCards.setupId, where.setupId)));
      return row;
    },

    async markReady(id: number, card: { paymentMethod: string; last4: string | null }, at: Date) {
      const [row] = await db
        .update(savedCards)
        .set({ status: 'ready', paymentMethod: card.paymentMethod, last4: card.last4, updatedAt: at })
        .where(eq(savedCards.id, id))
        .returning();
      return row;
    },

    async seriesOfClient(seriesId: number) {
      const [row] = await db
        .select({ id: bookingSeries.id, clientId: bookingSeries.clientId, paymentMode: bookingSeries.paymentMode })
        .from(bookingSeries)
        .where(eq(bookingSeries.id, seriesId));
      return row;
    },

    async useCard(seriesId: number, savedCardId: number, at: Date) {
      await db.update(bookingSeries).set({ savedCardId, cardConsentAt: at, updatedAt: at }).where(eq(bookingSeries.id, seriesId));
    },

    // Sessions of card-paid series, still to be held and not yet paid, whose full-refund cutoff has passed
    // and that no process is charging (or whose charge's claim lapsed).
    async due(now: Date, bookingIds?: number[]): Promise<DueCharge[]> {
      const rows = await db
        .select({
          bookingId: bookings.id,
          seriesId: bookingSeries.id,
          clientId: bookings.clientId,
          coachId: bookings.coachId,
          amountCents: bookings.totalPriceCents,
          startTime: bookings.startTime,
          paymentMethod: savedCards.paymentMethod,
          customerId: savedCards.customerId,
          provider: savedCards.provider,
        })
        .from(bookings)
        .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
        .leftJoin(savedCards, and(eq(savedCards.id, bookingSeries.savedCardId), eq(savedCards.status, 'ready')))
        .leftJoin(seriesCharges, eq(seriesCharges.bookingId, bookings.id))
        .where(
          and(
            eq(bookingSeries.paymentMode, 'card'),
            inArray(bookings.status, ['pending', 'confirmed']),
            eq(bookings.paymentStatus, 'pending'),
            sql`${bookings.startTime} - make_interval(hours => ${cutoffHours}) <= ${now.toISOString()}::timestamptz`,
            sql`(${seriesCharges.bookingId} is null or (${seriesCharges.state} = 'charging' and ${seriesCharges.claimedAt} < ${new Date(now.getTime() - CHARGE_LEASE_MS).toISOString()}::timestamptz))`,
            bookingIds ? inArray(bookings.id, bookingIds.length > 0 ? bookingIds : [-1]) : undefined,
          ),
        )
        .orderBy(bookings.startTime)
        .limit(CHARGE_BATCH);
      return rows;
    },

    // The one process that gets the row charges the session; a lapsed claim may be taken over.
    async claim(bookingId: number, now: Date): Promise<boolean> {
      const lapsed = new Date(now.getTime() - CHARGE_LEASE_MS).toISOString();
      const rows = await db
        .insert(seriesCharges)
        .values({ bookingId, state: 'charging', claimedAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: seriesCharges.bookingId,
          set: { claimedAt: now, updatedAt: now },
          setWhere: sql`${seriesCharges.state} = 'charging' and ${seriesCharges.claimedAt} < ${lapsed}::timestamptz`,
        })
        .returning({ bookingId: seriesCharges.bookingId });
      return rows.length > 0;
    },

    // The charge went through: its capture in the ledger (the payments trigger writes ledger_entries),
    // the session paid with the intent a refund will use, the claim settled. All or nothing.
    async recordPaid(c: DueCharge & { provider: string; paymentId: string }, now: Date) {
      await db.transaction(async (tx) => {
        await tx
          .insert(payments)
          .values({
            bookingId: c.bookingId,
            userId: c.clientId,
            provider: c.provider,
            providerPaymentId: c.paymentId,
            amountCents: c.amountCents,
            status: 'captured',
            idempotencyKey: `series-charge:${c.bookingId}`,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing();
        await tx
          .update(bookings)
          .set({ paymentStatus: 'paid', stripePaymentId: c.paymentId, updatedAt: now })
          .where(and(eq(bookings.id, c.bookingId), eq(bookings.paymentStatus, 'pending')));
        await tx
          .update(seriesCharges)
          .set({ state: 'paid', providerPaymentId: c.paymentId, updatedAt: now })
          .where(eq(seriesCharges.bookingId, c.bookingId));
      });
    },

    async recordFailed(bookingId: number, reason: string, now: Date) {
      await db
        .update(seriesCharges)
        .set({ state: 'failed', failureReason: reason, updatedAt: now })
        .where(and(eq(seriesCharges.bookingId, bookingId), eq(seriesCharges.state, 'charging')));
    },

    // Lets a later run try again (the provider was unreachable).
    async release(bookingId: number) {
      await db.delete(seriesCharges).where(and(eq(seriesCharges.bookingId, bookingId), eq(seriesCharges.state, 'charging')));
    },
  };
}

export type SeriesChargesRepository = ReturnType<typeof createSeriesChargesRepository>;
