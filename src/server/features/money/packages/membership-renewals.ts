// Memberships renew monthly (DECISIONS section 12, docs/decisions/0067-membership-renewals.md).
// At the end of each paid month the carried-over credits lapse (a month's
// credits roll over one month, then lapse), the next month is charged to the
// saved card and, paid, grants m credits. A failed charge starts 3 days of
// grace, retried once a day; after grace no new credits come and the
// membership ends when its last credits lapse. Cancelling stops renewals; the
// client keeps the month's credits until it ends. Every step is safe to repeat.
import { TransactionRollbackError } from 'drizzle-orm';
import { addMonths } from '../../../../shared/domain/packages.js';
import type { TestCard } from '../../../integrations/payments/payment-gateway.js';
import type { RenewalCharger } from '../../../integrations/payments/test-mode-renewals.js';
import { ConflictError, NotFoundError, PaymentDeclinedError } from '../../../errors/domain-errors.js';
import { PACKAGE_MESSAGES, type TAdminRenewal } from '../../../../shared/schemas/packages.js';
import { centsToDollars } from '../../../../shared/domain/money.js';
import type { PackagesRepository, PurchaseRow } from './repository.js';
import type { RenewalsRepository } from './renewals-repository.js';

export const GRACE_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export type RenewalEvent =
  | { kind: 'renewed'; purchase: PurchaseRow }
  | { kind: 'failed'; purchase: PurchaseRow; reason: string; graceUntil: Date }
  | { kind: 'ended'; purchase: PurchaseRow };

type Deps = {
  repo: PackagesRepository;
  renewals: RenewalsRepository;
  // Null when Stripe Billing charges the months (its webhooks report them).
  charger: RenewalCharger | null;
  now: () => Date;
  notify?: (event: RenewalEvent) => Promise<void>;
};

export function createMembershipRenewals({ repo, renewals, charger, now, notify }: Deps) {
  // The credits carried into the month that just ended lapse at its end: of
  // what is left, at most the last month's m credits roll over (used oldest first).
  async function lapseCarried(purchase: PurchaseRow, at: Date) {
    const lapsing = purchase.creditsAvailable - purchase.sessions;
    if (lapsing <= 0) return;
    try {
      await repo.transaction((tx) =>
        repo.move(tx, purchase.id, -lapsing, {
          kind: 'expired',
          credits: lapsing,
          reference: `rollover:${at.toISOString()}`,
          createdAt: now(),
        }),
      );
    } catch (error) {
      if (!(error instanceof TransactionRollbackError)) throw error;
    }
  }

  async function charge(purchase: PurchaseRow, periodStart: Date, card?: TestCard) {
    if (!charger) return undefined;
    const saved = (await renewals.lastPaid(purchase.id))?.providerPaymentId ?? purchase.providerPaymentId;
    return charger.charge({
      savedPaymentId: saved,
      amountCents: purchase.priceCents,
      currency: purchase.currency,
      description: `${purchase.sessions} sessions a month`,
      metadata: { purchaseId: String(purchase.id), periodStart: periodStart.toISOString() },
      idempotencyKey: `renewal:${purchase.id}:${periodStart.toISOString()}${card ? ':card' : ''}`,
      card,
    });
  }

  // A paid month: m new credits, the month after it for them to roll over into.
  async function paid(purchase: PurchaseRow, periodStart: Date, paymentId: string) {
    const next = { periodEnd: addMonths(periodStart, 1), expiresAt: addMonths(periodStart, 2) };
    if (await renewals.recordPaid(purchase, periodStart, next, paymentId, now())) {
      const fresh = (await repo.purchase(purchase.id)) ?? purchase;
      await notify?.({ kind: 'renewed', purchase: fresh });
    }
  }

  async function failed(purchase: PurchaseRow, periodStart: Date, reason: string) {
    const at = now();
    await renewals.recordFailure(
      purchase.id,
      periodStart,
      { amountCents: purchase.priceCents, provider: purchase.provider, failureReason: reason },
      at,
    );
    if (purchase.graceUntil === null) {
      const graceUntil = new Date(periodStart.getTime() + GRACE_DAYS * DAY_MS);
      await renewals.setGrace(purchase.id, graceUntil, at);
      await notify?.({ kind: 'failed', purchase: { ...purchase, graceUntil }, reason, graceUntil });
    }
  }

  // The month after periodEnd, on the test-mode gateway (Stripe: its webhooks).
  async function renewOne(purchase: PurchaseRow): Promise<boolean> {
    const periodStart = purchase.periodEnd;
    if (!periodStart) return false;
    const at = now();
    if (purchase.graceUntil === null) {
      await lapseCarried(purchase, periodStart);
    } else {
      // In grace: retried once a day until it ends; then no new credits.
      if (purchase.graceUntil <= at) return false;
      const last = await renewals.renewal(purchase.id, periodStart);
      if (last && at.getTime() - last.updatedAt.getTime() < DAY_MS) return false;
    }
    const result = await charge((await repo.purchase(purchase.id)) ?? purchase, periodStart);
    if (!result) return false;
    if (result.ok) await paid(purchase, periodStart, result.paymentId);
    else await failed(purchase, periodStart, result.reason);
    return result.ok;
  }

  return {
    // The job: every membership whose month ended is charged for the next; failed ones are retried in grace.
    // `at` is the job runner's instant (a test run moves it ahead of the app clock, for its own purchases only).
    async renewDue(at?: Date, purchaseIds?: number[]): Promise<number> {
      if (!charger) return 0;
      if (at && at.getTime() !== now().getTime())
        return createMembershipRenewals({ repo, renewals, charger, now: () => at, notify }).renewDue(undefined, purchaseIds);
      let renewed = 0;
      for (const purchase of await renewals.due(now(), purchaseIds)) if (await renewOne(purchase)) renewed += 1;
      return renewed;
    },

    // The client fixing a failed renewal with another card: charged at once for the unpaid month.
    async payOverdue(viewer: { id: number }, purchaseId: number, card: TestCard) {
      const purchase = await repo.purchase(purchaseId);
      if (!purchase || purchase.clientId !== viewer.id) throw new NotFoundError(PACKAGE_MESSAGES.purchaseNotFound);
      if (
        purchase.kind !== 'membership' ||
        purchase.status !== 'active' ||
        purchase.graceUntil === null ||
        purchase.graceUntil <= now() ||
        !purchase.periodEnd
      )
        throw new ConflictError(PACKAGE_MESSAGES.nothingOverdue);
      const result = await charge(purchase, purchase.periodEnd, card);
      if (!result) throw new ConflictError(PACKAGE_MESSAGES.nothingOverdue);
      if (!result.ok) throw new PaymentDeclinedError(result.reason);
      await paid(purchase, purchase.periodEnd, result.paymentId);
      return (await repo.purchase(purchaseId)) ?? purchase;
    },

    // Stripe Billing's invoice.paid: the month from periodStart paid (a redelivery changes nothing).
    async invoicePaid(purchase: PurchaseRow, periodStart: Date, paymentId: string) {
      if (purchase.kind !== 'membership' || purchase.status !== 'active') return;
      if (purchase.periodEnd && periodStart.getTime() === purchase.periodEnd.getTime() && purchase.graceUntil === null)
        await lapseCarried(purchase, periodStart);
      await paid(purchase, periodStart, paymentId);
    },

    // Stripe Billing's invoice.payment_failed: grace, and the e-mail once.
    async invoiceFailed(purchase: PurchaseRow, periodStart: Date, reason: string) {
      if (purchase.kind !== 'membership' || purchase.status !== 'active') return;
      if ((await renewals.renewal(purchase.id, periodStart))?.status === 'paid') return;
      if (purchase.graceUntil === null) await lapseCarried(purchase, periodStart);
      await failed((await repo.purchase(purchase.id)) ?? purchase, periodStart, reason);
    },

    // Every monthly charge after the first, paid or refused, for the admin's Money section.
    async forAdmin(): Promise<TAdminRenewal[]> {
      return (await renewals.forAdmin()).map((r) => ({
        id: r.id,
        purchaseId: r.purchaseId,
        clientId: r.clientId,
        coachName: `${r.coachFirstName} ${r.coachLastName}`,
        periodStart: r.periodStart.toISOString(),
        amount: centsToDollars(r.amountCents),
        status: r.status,
        attempts: r.attempts,
        failureReason: r.failureReason,
        updatedAt: r.updatedAt.toISOString(),
      }));
    },

    // Cancelling a membership: no more renewals, the month's credits until it ends.
    async cancel(purchase: PurchaseRow): Promise<PurchaseRow> {
      if (purchase.cancelledAt !== null) throw new ConflictError(PACKAGE_MESSAGES.alreadyCancelled);
      const ends = purchase.periodEnd && purchase.periodEnd > now() ? purchase.periodEnd : now();
      const row = await renewals.cancelAtPeriodEnd(purchase.id, ends < purchase.expiresAt ? ends : purchase.expiresAt, now());
      if (!row) throw new ConflictError(PACKAGE_MESSAGES.alreadyCancelled);
      return row;
    },
  };
}

export type MembershipRenewals = ReturnType<typeof createMembershipRenewals>;
