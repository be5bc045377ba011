// Queries behind the Stripe webhook. Each one is conditional on the current
// state, so applying an event that we already caught up with changes nothing.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { payments, stripeWebhookEvents } from '../../../db/schema.js';

const PROVIDER = 'stripe';

export function createWebhookRepository(db: Database) {
  return {
    // False when the event id was recorded before: a repeat delivery.
    async recordEvent(event: { id: string; type: string; objectId: string | null; note: string | null }, now: Date): Promise<boolean> {
      const rows = await db
        .insert(stripeWebhookEvents)
        .values({ ...event, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: stripeWebhookEvents.id });
      return rows.length > 0;
    },

    async releaseAuthorization(intentId: string, reason: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ status: 'released', failureReason: reason, updatedAt: now })
        .where(and(eq(payments.provider, PROVIDER), eq(payments.providerPaymentId, intentId), eq(payments.status, 'authorized')))
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    async recordFailureReason(intentId: string, reason: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ failureReason: reason, updatedAt: now })
        .where(
          and(eq(payments.provider, PROVIDER), eq(payments.providerPaymentId, intentId), inArray(payments.status, ['failed', 'released'])),
        )
        .returning({ id: payments.id });
      return rows.length > 0;
    },
  };
}

export type WebhookRepository = ReturnType<typeof createWebhookRepository>;
