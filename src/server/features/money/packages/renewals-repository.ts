// The queries of membership renewals (docs/decisions/0067-membership-renewals.md).
import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { coachUsers } from '../../../db/queries/people.js';
import { liveMemberships } from './live-memberships.js';
import { coachProfiles, creditEntries, membershipRenewals, packagePurchases, users } from '../../../db/schema.js';

export type RenewalRow = typeof membershipRenewals.$inferSelect;

export function createRenewalsRepository(db: Database) {
  return {
    // Live memberships whose month ended by now (still renewing), or in grace.
    due(now: Date, purchaseIds?: number[]) {
      return liveMemberships(
        db,
        purchaseIds ? inArray(packagePurchases.id, purchaseIds) : undefined,
        or(and(isNull(packagePurchases.graceUntil), lte(packagePurchases.periodEnd, now)), isNotNull(packagePurchases.graceUntil)),
      ).limit(200);
    },

    async renewal(purchaseId: number, periodStart: Date): Promise<RenewalRow | undefined> {
      const [row] = await db
        .select()
        .from(membershipRenewals)
        .where(and(eq(membershipRenewals.purchaseId, purchaseId), eq(membershipRenewals.periodStart, periodStart)));
      return row;
    },

    // The charge the next month goes to: the last one paid, or the purchase's own.
    async lastPaid(purchaseId: number): Promise<RenewalRow | undefined> {
      const [row] = await db
        .select()
        .from(membershipRenewals)
        .where(and(eq(membershipRenewals.purchaseId, purchaseId), eq(membershipRenewals.status, 'paid')))
        .orderBy(desc(membershipRenewals.periodStart))
        .limit(1);
      return row;
    },

    // A failed attempt: the first inserts the row, a retry counts on it.
    async recordFailure(
      purchaseId: number,
      periodStart: Date,
      values: Pick<RenewalRow, 'amountCents' | 'provider' | 'failureReason'>,
      now: Date,
    ) {
      await db
        .insert(membershipRenewals)
        .values({ purchaseId, periodStart, ...values, status: 'failed', createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [membershipRenewals.purchaseId, membershipRenewals.periodStart],
          set: { attempts: sql`${membershipRenewals.attempts} + 1`, failureReason: values.failureReason, updatedAt: now },
          setWhere: eq(membershipRenewals.status, 'failed'),
        });
    },

    // A paid month in one transaction: the charge, its credits on the ledger
    // and the purchase's new month. False when this month was paid before.
    async recordPaid(
      purchase: { id: number; sessions: number; priceCents: number; provider: 'test' | 'stripe' },
      periodStart: Date,
      next: { periodEnd: Date; expiresAt: Date },
      paymentId: string,
      now: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [charge] = await tx
          .insert(membershipRenewals)
          .values({
            purchaseId: purchase.id,
            periodStart,
            amountCents: purchase.priceCents,
            status: 'paid',
            provider: purchase.provider,
            providerPaymentId: paymentId,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: [membershipRenewals.purchaseId, membershipRenewals.periodStart],
            set: { status: 'paid', providerPaymentId: paymentId, failureReason: null, updatedAt: now },
            setWhere: eq(membershipRenewals.status, 'failed'),
          })
          .returning({ id: membershipRenewals.id });
        if (!charge) return false;
        await tx.insert(creditEntries).values({
          purchaseId: purchase.id,
          kind: 'granted',
          credits: purchase.sessions,
          reference: `renewal:${periodStart.toISOString()}`,
          createdAt: now,
        });
        await tx
          .update(packagePurchases)
          .set({
            creditsAvailable: sql`${packagePurchases.creditsAvailable} + ${purchase.sessions}::int`,
            periodEnd: next.periodEnd,
            expiresAt: next.expiresAt,
            graceUntil: null,
            updatedAt: now,
          })
          .where(eq(packagePurchases.id, purchase.id));
        return true;
      });
    },

    async setGrace(purchaseId: number, graceUntil: Date, now: Date) {
      await db
        .update(packagePurchases)
        .set({ graceUntil, updatedAt: now })
        .where(and(eq(packagePurchases.id, purchaseId), isNull(packagePurchases.graceUntil)));
    },

    // Cancelling a membership: no further renewals; its credits stay until the month ends.
    async cancelAtPeriodEnd(purchaseId: number, expiresAt: Date, now: Date) {
      const [row] = await db
        .update(packagePurchases)
        .set({ cancelledAt: now, expiresAt, updatedAt: now })
        .where(and(eq(packagePurchases.id, purchaseId), eq(packagePurchases.status, 'active'), isNull(packagePurchases.cancelledAt)))
        .returning();
      return row;
    },

    // The membership's charges (the purchase's own is not among them).
    charges(purchaseIds: number[]) {
      if (purchaseIds.length === 0) return Promise.resolve([] as RenewalRow[]);
      return db.select().from(membershipRenewals).where(inArray(membershipRenewals.purchaseId, purchaseIds));
    },

    // The admin's list: the newest monthly charges with the coach's name.
    forAdmin() {
      return db
        .select({
          id: membershipRenewals.id,
          purchaseId: membershipRenewals.purchaseId,
          clientId: packagePurchases.clientId,
          coachFirstName: coachUsers.firstName,
          coachLastName: coachUsers.lastName,
          periodStart: membershipRenewals.periodStart,
          amountCents: membershipRenewals.amountCents,
          status: membershipRenewals.status,
          attempts: membershipRenewals.attempts,
          failureReason: membershipRenewals.failureReason,
          updatedAt: membershipRenewals.updatedAt,
        })
        .from(membershipRenewals)
        .innerJoin(packagePurchases, eq(packagePurchases.id, membershipRenewals.purchaseId))
        .innerJoin(coachProfiles, eq(coachProfiles.id, packagePurchases.coachId))
        .innerJoin(coachUsers, eq(coachUsers.id, coachProfiles.userId))
        .orderBy(desc(membershipRenewals.updatedAt), desc(membershipRenewals.id))
        .limit(200);
    },

    // The client's and the coach's names for the e-mails, in one statement.
    async people(purchaseId: number) {
      const [row] = await db
        .select({
          email: users.email,
          firstName: users.firstName,
          locale: users.locale,
          timeZone: users.timeZone,
          coachFirstName: coachUsers.firstName,
          coachLastName: coachUsers.lastName,
        })
        .from(packagePurchases)
        .innerJoin(users, eq(users.id, packagePurchases.clientId))
        .innerJoin(coachProfiles, eq(coachProfiles.id, packagePurchases.coachId))
        .innerJoin(coachUsers, eq(coachUsers.id, coachProfiles.userId))
        .where(eq(packagePurchases.id, purchaseId));
      if (!row) return undefined;
      return {
        client: { email: row.email, firstName: row.firstName, locale: row.locale },
        timeZone: row.timeZone,
        coachName: `${row.coachFirstName} ${row.coachLastName}`,
      };
    },
  };
}

export type RenewalsRepository = ReturnType<typeof createRenewalsRepository>;
