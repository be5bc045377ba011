// The queries of packages and memberships (docs/decisions/0055-packages-and-memberships.md).
// credits_available on the purchase moves only together with a credit_entries
// row, in one transaction, and only by conditional UPDATEs, so the ledger and
// the row agree and two processes cannot spend one credit twice.
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { spendableCredits } from '../../../db/queries/spendable-credits.js';
import { coachProfiles, creditEntries, packageOffers, packagePurchases, users } from '../../../db/schema.js';

export type OfferRow = typeof packageOffers.$inferSelect;
export type PurchaseRow = typeof packagePurchases.$inferSelect;
export type CreditEntryRow = typeof creditEntries.$inferSelect;
export type NewPurchase = Omit<typeof packagePurchases.$inferInsert, 'id'>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export function createPackagesRepository(db: Database) {
  // Moves a purchase's credits by `delta` with its ledger row; false when the
  // row no longer allows it (not active, not enough credits, the entry written before).
  async function move(tx: Tx, purchaseId: number, delta: number, entry: Omit<typeof creditEntries.$inferInsert, 'id' | 'purchaseId'>) {
    const [written] = await tx
      .insert(creditEntries)
      .values({ ...entry, purchaseId })
      .onConflictDoNothing()
      .returning({ id: creditEntries.id });
    if (!written) return false;
    if (delta === 0) return true;
    const [changed] = await tx
      .update(packagePurchases)
      .set({ creditsAvailable: sql`${packagePurchases.creditsAvailable} + ${delta}::int`, updatedAt: entry.createdAt ?? new Date() })
      .where(and(eq(packagePurchases.id, purchaseId), sql`${packagePurchases.creditsAvailable} + ${delta}::int >= 0`))
      .returning({ id: packagePurchases.id });
    if (!changed) tx.rollback();
    return true;
  }

  return {
    move,

    async coachOfRate(userId: number) {
      const [row] = await db
        .select({ id: coachProfiles.id, rateCents: coachProfiles.hourlyRateCents })
        .from(coachProfiles)
        .where(eq(coachProfiles.userId, userId));
      return row;
    },

    async coachRate(coachId: number) {
      const [row] = await db.select({ rateCents: coachProfiles.hourlyRateCents }).from(coachProfiles).where(eq(coachProfiles.id, coachId));
      return row?.rateCents;
    },

    offersOf(coachId: number, withRetired: boolean) {
      return db
        .select()
        .from(packageOffers)
        .where(and(eq(packageOffers.coachId, coachId), withRetired ? undefined : isNull(packageOffers.retiredAt)))
        .orderBy(asc(packageOffers.kind), asc(packageOffers.sessions), asc(packageOffers.id));
    },

    async offer(id: number): Promise<OfferRow | undefined> {
      const [row] = await db.select().from(packageOffers).where(eq(packageOffers.id, id));
      return row;
    },

    // Inserted only while the coach has fewer than `max` live offers of the kind
    // (the coach's rows are locked, so two racing inserts count in turn).
    async insertOffer(values: typeof packageOffers.$inferInsert, max: number): Promise<OfferRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from coach_profiles where id = ${values.coachId}::int for update`);
        const live = await tx
          .select({ id: packageOffers.id })
          .from(packageOffers)
          .where(and(eq(packageOffers.coachId, values.coachId), eq(packageOffers.kind, values.kind), isNull(packageOffers.retiredAt)));
        if (live.length >= max) return undefined;
        const [row] = await tx.insert(packageOffers).values(values).returning();
        return row;
      });
    },

    async retireOffer(id: number, coachId: number, now: Date): Promise<OfferRow | undefined> {
      const [row] = await db
        .update(packageOffers)
        .set({ retiredAt: now, updatedAt: now })
        .where(and(eq(packageOffers.id, id), eq(packageOffers.coachId, coachId), isNull(packageOffers.retiredAt)))
        .returning();
      return row;
    },

    // The purchase and its granted credits in one transaction; undefined when this payment or key bought already.
    async insertPurchase(values: NewPurchase, granted: number, now: Date): Promise<PurchaseRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(packagePurchases).values(values).onConflictDoNothing().returning();
        if (!row) return undefined;
        await tx
          .insert(creditEntries)
          .values({ purchaseId: row.id, kind: 'granted', credits: granted, reference: 'purchase', createdAt: now });
        return row;
      });
    },

    async purchaseByPayment(provider: string, providerPaymentId: string) {
      const [row] = await db
        .select()
        .from(packagePurchases)
        .where(and(sql`${packagePurchases.provider} = ${provider}`, eq(packagePurchases.providerPaymentId, providerPaymentId)));
      return row;
    },

    async purchaseByKey(clientId: number, key: string) {
      const [row] = await db
        .select()
        .from(packagePurchases)
        .where(and(eq(packagePurchases.clientId, clientId), eq(packagePurchases.idempotencyKey, key)));
      return row;
    },

    async purchase(id: number): Promise<PurchaseRow | undefined> {
      const [row] = await db.select().from(packagePurchases).where(eq(packagePurchases.id, id));
      return row;
    },

    // A client's purchases with the coach's name, newest first; all of them for an admin (clientId undefined).
    purchasesOf(clientId: number | undefined) {
      return db
        .select({ purchase: packagePurchases, coachFirstName: users.firstName, coachLastName: users.lastName })
        .from(packagePurchases)
        .innerJoin(coachProfiles, eq(coachProfiles.id, packagePurchases.coachId))
        .innerJoin(users, eq(users.id, coachProfiles.userId))
        .where(clientId === undefined ? undefined : eq(packagePurchases.clientId, clientId))
        .orderBy(desc(packagePurchases.createdAt), desc(packagePurchases.id))
        .limit(200);
    },

    entriesOf(purchaseIds: number[]) {
      if (purchaseIds.length === 0) return Promise.resolve([] as CreditEntryRow[]);
      return db.select().from(creditEntries).where(inArray(creditEntries.purchaseId, purchaseIds)).orderBy(asc(creditEntries.id));
    },

    // The credits a client can spend with a coach now, soonest to lapse first.
    async balance(clientId: number, coachId: number, now: Date) {
      const [row] = await db
        .select({
          credits: sql<number>`coalesce(sum(${packagePurchases.creditsAvailable}), 0)::int`,
          expiresAt: sql<string | null>`min(${packagePurchases.expiresAt})::text`,
        })
        .from(packagePurchases)
        .where(spendableCredits(clientId, coachId, now));
      return { credits: row?.credits ?? 0, expiresAt: row?.expiresAt ? new Date(row.expiresAt).toISOString() : null };
    },

    // The redeemed entry of a booking paid with a credit, with its purchase.
    async redemptionOf(bookingId: number) {
      const [row] = await db
        .select({ entry: creditEntries, purchase: packagePurchases })
        .from(creditEntries)
        .innerJoin(packagePurchases, eq(packagePurchases.id, creditEntries.purchaseId))
        .where(and(eq(creditEntries.bookingId, bookingId), eq(creditEntries.kind, 'redeemed')));
      return row;
    },

    // Active purchases whose credits lapsed by now and still hold some.
    lapsedWithCredits(now: Date) {
      return db
        .select()
        .from(packagePurchases)
        .where(and(lte(packagePurchases.expiresAt, now), gt(packagePurchases.creditsAvailable, 0)))
        .limit(200);
    },

    async setStatus(id: number, from: PurchaseRow['status'][], to: PurchaseRow['status'], now: Date, extra: Partial<PurchaseRow> = {}) {
      const [row] = await db
        .update(packagePurchases)
        .set({ ...extra, status: to, updatedAt: now })
        .where(and(eq(packagePurchases.id, id), inArray(packagePurchases.status, from)))
        .returning();
      return row;
    },

    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),
  };
}

export type PackagesRepository = ReturnType<typeof createPackagesRepository>;
