// Stripe Billing's events for a membership (docs/decisions/0067-membership-renewals.md).
// The subscription carries the purchase's id in its metadata
// (stillpoint_purchase_id), which Stripe copies onto each invoice. The
// webhook service applies an effect once per event id, inside one transaction;
// the renewal row's key (purchase, period start) makes a paid month count
// once even if Stripe sends two events for it. The renewed and failed e-mails
// are those of the app-clock renewals, sent once the event's transaction committed.
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { PURCHASE_METADATA_KEY } from '../../../integrations/payments/stripe-membership-billing.js';
import { createMembershipRenewals, type RenewalEvent } from './membership-renewals.js';
import { createRenewalsRepository } from './renewals-repository.js';
import { createPackagesRepository } from './repository.js';

export { PURCHASE_METADATA_KEY };
const FAILED_REASON = 'Your card was declined.';

const ZMetadata = z.record(z.string(), z.string()).nullish();
const ZInvoice = z.object({
  id: z.string().min(1),
  // Older API versions put the subscription's metadata here, newer ones under parent.
  subscription_details: z.object({ metadata: ZMetadata }).nullish(),
  parent: z.object({ subscription_details: z.object({ metadata: ZMetadata }).nullish() }).nullish(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ start: z.number().int() }) })).min(1) }),
});
const ZSubscription = z.object({
  id: z.string().min(1),
  metadata: ZMetadata,
  cancel_at_period_end: z.boolean().optional(),
});

type Effect = {
  objectId: string;
  note: string | null;
  apply: (db: Database, now: Date) => Promise<void>;
  afterCommit?: () => Promise<void>;
};

const purchaseIdOf = (metadata: Record<string, string> | null | undefined) => {
  const id = Number(metadata?.[PURCHASE_METADATA_KEY]);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

function servicesOn(db: Database, now: Date, notify?: (event: RenewalEvent) => Promise<void>) {
  const repo = createPackagesRepository(db);
  return {
    repo,
    memberships: createMembershipRenewals({ repo, renewals: createRenewalsRepository(db), charger: null, now: () => now, notify }),
  };
}

// The effect of a membership's Stripe event; undefined when the event is not about a membership.
export function membershipEffectOf(
  event: { type: string; data: { object: Record<string, unknown> } },
  notify?: (event: RenewalEvent) => Promise<void>,
): Effect | undefined {
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const invoice = ZInvoice.safeParse(event.data.object);
    if (!invoice.success) return undefined;
    const purchaseId = purchaseIdOf(invoice.data.parent?.subscription_details?.metadata ?? invoice.data.subscription_details?.metadata);
    const periodStartSeconds = invoice.data.lines.data[0]?.period.start;
    if (!purchaseId || periodStartSeconds === undefined) return undefined;
    const periodStart = new Date(periodStartSeconds * 1000);
    const payment = invoice.data.payment_intent;
    const paymentId = typeof payment === 'string' ? payment : (payment?.id ?? invoice.data.id);
    const paid = event.type === 'invoice.paid';
    // What the renewal would tell the client, held until the transaction commits.
    const told: RenewalEvent[] = [];
    return {
      objectId: invoice.data.id,
      note: paid ? null : FAILED_REASON,
      afterCommit: async () => {
        for (const renewal of told) await notify?.(renewal);
      },
      apply: async (db, now) => {
        const { repo, memberships } = servicesOn(db, now, async (renewal) => void told.push(renewal));
        const purchase = await repo.purchase(purchaseId);
        if (!purchase || purchase.provider !== 'stripe') return;
        // The first invoice is the purchase itself: its month is already granted.
        if (periodStart.getTime() < (purchase.periodEnd?.getTime() ?? 0)) return;
        if (paid) await memberships.invoicePaid(purchase, periodStart, paymentId);
        else await memberships.invoiceFailed(purchase, periodStart, FAILED_REASON);
      },
    };
  }
  if (event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted') {
    const sub = ZSubscription.safeParse(event.data.object);
    const purchaseId = sub.success ? purchaseIdOf(sub.data.metadata) : undefined;
    if (!sub.success || !purchaseId) return undefined;
    const ending = event.type === 'customer.subscription.deleted' || sub.data.cancel_at_period_end === true;
    return {
      objectId: sub.data.id,
      note: ending ? 'cancelled' : null,
      // Cancelled at Stripe (by the client, or after its retries): no more months; the credits stay until the month ends.
      apply: async (db, now) => {
        if (!ending) return;
        const { repo, memberships } = servicesOn(db, now);
        const purchase = await repo.purchase(purchaseId);
        if (!purchase || purchase.provider !== 'stripe' || purchase.status !== 'active' || purchase.cancelledAt) return;
        await memberships.cancel(purchase);
      },
    };
  }
  return undefined;
}
