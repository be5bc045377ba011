// What the money events do (docs/decisions/0048-ledger-and-transfers.md):
// refunds made outside the app reach the ledger (and the transfer job reverses
// the coach's part), disputes hold the booking's transfer (a lost one takes the
// coach's share back like a refund), reversals made at
// Stripe reach the ledger, and a coach's failed payout is recorded for the
// coach and admins. Applied in the event's transaction, once per event id.
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { createMoneyWebhookRepository } from './money-webhook-repository.js';

export type MoneyEffect = { objectId: string | null; note: string | null; apply: (db: Database, now: Date) => Promise<void> };
type Event = { type: string; account?: string | undefined; data: { object: Record<string, unknown> } };

const idOf = z.union([z.string(), z.object({ id: z.string() })]).nullish();
const plainId = (value: z.infer<typeof idOf>) => (typeof value === 'string' ? value : value?.id);

const ZCharge = z.object({
  id: z.string().min(1),
  payment_intent: idOf,
  amount_refunded: z.number().int().min(0),
  currency: z.string(),
  refunds: z.object({ data: z.array(z.object({ id: z.string() })) }).nullish(),
});

const ZDispute = z.object({
  id: z.string().min(1),
  charge: idOf,
  payment_intent: idOf,
  amount: z.number().int().min(0),
  reason: z.string().nullish(),
  status: z.string().min(1),
});

const ZTransfer = z.object({
  id: z.string().min(1),
  amount_reversed: z.number().int().min(0),
  reversals: z.object({ data: z.array(z.object({ id: z.string(), amount: z.number().int().min(0) })) }).nullish(),
});

const ZPayout = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
  failure_code: z.string().nullish(),
  failure_message: z.string().nullish(),
});

function refunded(object: unknown): MoneyEffect | undefined {
  const charge = ZCharge.safeParse(object);
  if (!charge.success) return undefined;
  const intentId = plainId(charge.data.payment_intent);
  if (!intentId) return { objectId: charge.data.id, note: 'no payment intent', apply: async () => {} };
  const { amount_refunded: total, currency, refunds } = charge.data;
  return {
    objectId: intentId,
    note: null,
    // Whatever Stripe has refunded beyond our ledger (a refund from the dashboard, full or partial).
    apply: async (db, now) => {
      const repo = createMoneyWebhookRepository(db);
      const booking = await repo.refundableBooking(intentId);
      if (!booking || total <= booking.refunded) return;
      const ids = refunds?.data.map((r) => r.id) ?? [];
      const known = await repo.recordedPaymentIds(ids);
      const refundId = ids.find((id) => !known.has(id)) ?? `${charge.data.id}:refunded:${total}`;
      await repo.insertRefund(
        { bookingId: booking.id, userId: booking.clientId, refundId, amountCents: total - booking.refunded, currency },
        now,
      );
      await repo.setRefundStatus(booking.id, total >= booking.totalPriceCents, now);
    },
  };
}

function disputed(object: unknown): MoneyEffect | undefined {
  const dispute = ZDispute.safeParse(object);
  if (!dispute.success) return undefined;
  const { id, charge, payment_intent: pi, amount, reason, status } = dispute.data;
  const intentId = plainId(pi);
  return {
    objectId: intentId ?? id,
    note: status,
    // An open dispute holds the booking's transfer (the transfer job checks it); admins see the list.
    // A lost one is money the bank took back: its ledger row makes the transfer job send the coach
    // less, or reverse the coach's share of it once sent, as after a refund. A won one moves nothing:
    // the money stayed with the platform and the coach keeps their share; unless it had been lost
    // first (won on appeal): then a reinstatement cancels the loss and the transfer job sends the
    // coach's reversed share again.
    apply: async (db, now) => {
      const repo = createMoneyWebhookRepository(db);
      const bookingId = intentId ? await repo.bookingIdOfIntent(intentId) : undefined;
      await repo.saveDispute(
        { bookingId, providerDisputeId: id, providerChargeId: plainId(charge), amountCents: amount, reason, status },
        now,
      );
      if (status === 'lost' && bookingId !== undefined) await repo.recordDisputeLoss(bookingId, id, amount, now);
      if (status === 'won' && bookingId !== undefined) await repo.recordDisputeReinstatement(bookingId, id, now);
    },
  };
}

function transferChanged(object: unknown): MoneyEffect | undefined {
  const transfer = ZTransfer.safeParse(object);
  if (!transfer.success) return undefined;
  return {
    objectId: transfer.data.id,
    note: null,
    apply: async (db, now) => {
      const repo = createMoneyWebhookRepository(db);
      const ours = await repo.transferByProviderId(transfer.data.id);
      // A transfer the job has not recorded yet is adopted by the job itself (it looks for it first).
      if (!ours) return;
      await repo.recordReversals(ours, transfer.data.reversals?.data ?? [], transfer.data.amount_reversed, now);
    },
  };
}

function payoutFailed(object: unknown, accountId: string | undefined): MoneyEffect | undefined {
  const payout = ZPayout.safeParse(object);
  if (!payout.success || !accountId) return undefined;
  const { id, amount, currency, failure_code: code, failure_message: message } = payout.data;
  return {
    objectId: id,
    note: code ?? null,
    apply: async (db, now) => {
      const repo = createMoneyWebhookRepository(db);
      const coachId = await repo.coachOfAccount(accountId);
      await repo.insertPayoutFailure({
        coachId,
        accountId,
        providerPayoutId: id,
        amountCents: amount,
        currency,
        failureCode: code,
        failureMessage: message,
        createdAt: now,
      });
    },
  };
}

export function moneyEffectOf(event: Event): MoneyEffect | undefined {
  const object = event.data.object;
  switch (event.type) {
    case 'charge.refunded':
      return refunded(object);
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed':
    case 'charge.dispute.funds_reinstated':
      return disputed(object);
    case 'transfer.created':
    case 'transfer.updated':
    case 'transfer.reversed':
      return transferChanged(object);
    case 'payout.failed':
      return payoutFailed(object, event.account);
    default:
      return undefined;
  }
}
