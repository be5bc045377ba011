// The Pro subscription state on the caller's own coach profile.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { coachProfiles, users } from '../../../db/schema.js';
import { findCoachByUserId } from '../../../db/queries/coach-by-user.js';
import { columnsOf } from '../../../db/queries/columns-of.js';

export function createProSubscriptionRepository(db: Database) {
  return {
    findByUserId(userId: number) {
      return findCoachByUserId(db, userId, {
        ...columnsOf(coachProfiles, 'id', 'planType'),
        subscriptionReference: coachProfiles.stripeSubscriptionId,
        calendarSyncEnabled: coachProfiles.calendarSyncEnabled,
        ...columnsOf(users, 'email', 'firstName', 'lastName', 'stripeCustomerId'),
      });
    },

    async saveSubscription(userId: number, coachId: number, reference: string, customerId: string | undefined) {
      await db.transaction(async (tx) => {
        await tx
          .update(coachProfiles)
          .set({ stripeSubscriptionId: reference, updatedAt: sql`now()` })
          .where(and(eq(coachProfiles.id, coachId), eq(coachProfiles.userId, userId)));
        if (customerId) await tx.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, userId));
      });
    },

    // The only way a coach becomes Pro.
    async activatePro(userId: number, coachId: number) {
      await db
        .update(coachProfiles)
        .set({ planType: 'pro', updatedAt: sql`now()` })
        .where(and(eq(coachProfiles.id, coachId), eq(coachProfiles.userId, userId)));
    },

    // The coach whose stored subscription Stripe reports on; undefined when
    // none (another environment's subscription, or one already forgotten).
    async findBySubscription(subscriptionId: string) {
      const [row] = await db
        .select({ id: coachProfiles.id, userId: coachProfiles.userId, calendarSyncEnabled: coachProfiles.calendarSyncEnabled })
        .from(coachProfiles)
        .where(eq(coachProfiles.stripeSubscriptionId, subscriptionId));
      return row;
    },

    // Back to Free: Pro features are gated on the plan, so they switch off
    // here. The calendar feed's secret goes too, so its old URL never works
    // again (as when sync is turned off); `forget` drops an ended subscription.
    async fallBackToFree(coachId: number, forget: boolean) {
      await db
        .update(coachProfiles)
        .set({ planType: 'free', calendarSyncToken: null, ...(forget && { stripeSubscriptionId: null }), updatedAt: sql`now()` })
        .where(eq(coachProfiles.id, coachId));
    },
  };
}
