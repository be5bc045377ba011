// What a membership on Stripe Billing keeps (docs/decisions/0070-memberships-on-stripe-billing.md):
// the client's Stripe customer on the account (shared with the Pro subscription)
// and the subscription on the purchase.
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { packagePurchases } from '../../../db/schema.js';
import { stripeCustomerQueries } from '../stripe-customers.js';
import { liveMemberships } from './live-memberships.js';

export function createBillingRepository(db: Database) {
  return {
    ...stripeCustomerQueries(db),

    async saveSubscription(purchaseId: number, subscriptionId: string, at: Date) {
      await db
        .update(packagePurchases)
        .set({ providerSubscriptionId: subscriptionId, updatedAt: at })
        .where(and(eq(packagePurchases.id, purchaseId), isNull(packagePurchases.providerSubscriptionId)));
    },

    // A failed try at the subscription: the job tries again an hour later at the earliest.
    async noteTry(purchaseId: number, at: Date) {
      await db.update(packagePurchases).set({ updatedAt: at }).where(eq(packagePurchases.id, purchaseId));
    },

    // Stripe memberships whose subscription could not be made at purchase (Stripe was down), while
    // their paid month lasts and not tried within the hour: the job tries again.
    withoutSubscription(now: Date) {
      return liveMemberships(
        db,
        eq(packagePurchases.provider, 'stripe'),
        isNull(packagePurchases.providerSubscriptionId),
        gt(packagePurchases.periodEnd, now),
        lte(packagePurchases.updatedAt, new Date(now.getTime() - 3_600_000)),
      ).limit(100);
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
