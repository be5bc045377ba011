// Stripe webhooks: verify the signature over the raw body, then apply each
// event exactly once. The event id is recorded in the same transaction as its
// effects, so a repeat delivery does nothing and a failed one is retried whole.
import { z } from 'zod';
import { BOOKING_MESSAGES } from '../../../../shared/schemas/bookings.js';
import type { Database } from '../../../db/client.js';
import { InvalidInputError } from '../../../errors/domain-errors.js';
import { snapshotOfStripeAccount } from '../../../integrations/payments/stripe-payout-accounts.js';
import { refusalText } from '../../../integrations/payments/stripe-refusals.js';
import { applySubscriptionEvent, ZSubscriptionObject } from '../pro-subscription/service.js';
import { saveAccountSnapshot } from '../payouts/service.js';
import { moneyEffectOf } from './money-webhook-effects.js';
import { membershipEffectOf } from '../packages/membership-webhooks.js';
import type { RenewalEvent } from '../packages/membership-renewals.js';
import { createWebhookRepository, type WebhookRepository } from './webhook-repository.js';

export const WEBHOOK_MESSAGES = {
  badSignature: 'The Stripe signature is missing or invalid.',
  notEnabled: 'Stripe webhooks are not enabled on this server.',
  paymentFailed: 'The payment failed.',
} as const;

const ZEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  // The connected account a Connect event is about (payout.failed).
  account: z.string().max(255).optional(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
type WebhookEvent = z.infer<typeof ZEvent>;

const ZIntent = z.object({
  id: z.string().min(1),
  last_payment_error: z.object({ code: z.string().nullish(), decline_code: z.string().nullish(), message: z.string().nullish() }).nullish(),
});

// A Connect account as account.updated carries it (the fields we keep).
const ZAccount = z.object({
  id: z.string().min(1),
  charges_enabled: z.boolean().optional(),
  payouts_enabled: z.boolean().optional(),
  details_submitted: z.boolean().optional(),
  requirements: z
    .object({
      currently_due: z.array(z.string()).nullish(),
      past_due: z.array(z.string()).nullish(),
      pending_verification: z.array(z.string()).nullish(),
      disabled_reason: z.string().nullish(),
    })
    .nullish(),
});

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';
type Effect = {
  objectId: string | null;
  note: string | null;
  apply: (repo: WebhookRepository, now: Date, db: Database) => Promise<void>;
  // Told once the event's transaction committed (e-mails never go out for an effect rolled back).
  afterCommit?: () => Promise<void>;
};

// What each handled event does; undefined for events we do not act on.
function effectOf(event: WebhookEvent, notifyRenewal?: (event: RenewalEvent) => Promise<void>): Effect | undefined {
  const object = event.data.object;
  // A membership's Stripe Billing events (its subscription names the purchase).
  const membership = membershipEffectOf(event, notifyRenewal);
  if (membership) return { ...membership, apply: (_repo, now, db) => membership.apply(db, now) };
  switch (event.type) {
    case 'payment_intent.canceled': {
      const intent = ZIntent.safeParse(object);
      if (!intent.success) return undefined;
      return {
        objectId: intent.data.id,
        note: null,
        // The hold is gone (expired or cancelled at Stripe): the ledger says so.
        apply: async (repo, now) => void (await repo.releaseAuthorization(intent.data.id, BOOKING_MESSAGES.captureFailed, now)),
      };
    }
    case 'payment_intent.payment_failed': {
      const intent = ZIntent.safeParse(object);
      if (!intent.success) return undefined;
      const reason = refusalText(intent.data.last_payment_error, WEBHOOK_MESSAGES.paymentFailed);
      return {
        objectId: intent.data.id,
        note: reason,
        apply: async (repo, now) => void (await repo.recordFailureReason(intent.data.id, reason, now)),
      };
    }
    case 'account.updated': {
      const account = ZAccount.safeParse(object);
      if (!account.success) return undefined;
      const { requirements, ...flags } = account.data;
      const snapshot = snapshotOfStripeAccount({
        ...flags,
        requirements: requirements && {
          currently_due: requirements.currently_due ?? [],
          past_due: requirements.past_due ?? [],
          pending_verification: requirements.pending_verification ?? [],
          disabled_reason: requirements.disabled_reason ?? null,
        },
      } as Parameters<typeof snapshotOfStripeAccount>[0]);
      return {
        objectId: account.data.id,
        note: null,
        // The coach's payout state as Stripe now has it (docs/product/payouts.md).
        apply: async (_repo, now, db) => void (await saveAccountSnapshot(db, snapshot, now)),
      };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = ZSubscriptionObject.safeParse(object);
      if (!sub.success) return undefined;
      const deleted = event.type === 'customer.subscription.deleted';
      return {
        objectId: sub.data.id,
        note: sub.data.status,
        // The coach's Pro plan follows the subscription (decision 0049).
        apply: async (_repo, _now, db) => void (await applySubscriptionEvent(db, sub.data, deleted)),
      };
    }
    default: {
      const money = moneyEffectOf(event);
      return money && { ...money, apply: (_repo, now, db) => money.apply(db, now) };
    }
  }
}

export function createWebhookService({
  db,
  webhookSecret,
  now,
  notifyRenewal,
}: {
  db: Database;
  webhookSecret: string;
  now: () => Date;
  notifyRenewal?: (event: RenewalEvent) => Promise<void>;
}) {
  return {
    // Any failure to verify or read the event is the sender's problem: a 400, never a 500.
    async verify(rawBody: unknown, signature: unknown): Promise<WebhookEvent> {
      if (!Buffer.isBuffer(rawBody) || typeof signature !== 'string' || signature.length === 0) {
        throw new InvalidInputError(WEBHOOK_MESSAGES.badSignature);
      }
      // Loaded on first use, not at start-up (~0.3 s; see stripe-client.ts).
      const { default: Stripe } = await import('stripe');
      let event: unknown;
      try {
        event = Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, undefined, undefined, now().getTime());
      } catch {
        throw new InvalidInputError(WEBHOOK_MESSAGES.badSignature);
      }
      const parsed = ZEvent.safeParse(event);
      if (!parsed.success) throw new InvalidInputError('The webhook payload is not a Stripe event.');
      return parsed.data;
    },

    async handle(event: WebhookEvent): Promise<WebhookOutcome> {
      const effect = effectOf(event, notifyRenewal);
      if (!effect) return 'ignored';
      const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
        const txDb = tx as unknown as Database;
        const repo = createWebhookRepository(txDb);
        const at = now();
        const first = await repo.recordEvent({ id: event.id, type: event.type, objectId: effect.objectId, note: effect.note }, at);
        if (!first) return 'duplicate';
        await effect.apply(repo, at, txDb);
        return 'processed';
      });
      if (outcome === 'processed') await effect.afterCommit?.();
      return outcome;
    },
  };
}
