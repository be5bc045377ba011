// Buying a package and what happens to its credits afterwards (DECISIONS
// section 12, docs/product/packages.md): one charge captured at once, k
// credits for that coach only; cancelling refunds the unused, unexpired
// credits at price / k each; a credit returned after the package ended is
// refunded in money at that price; lapsed credits are recorded as expired.
import { TransactionRollbackError } from 'drizzle-orm';
import { addMonths, packageExpiry, packageRefundCents, unitCents } from '../../../../shared/domain/packages.js';
import { PACKAGE_MESSAGES, type TBuyPackageRequest, type TPurchase } from '../../../../shared/schemas/packages.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../errors/domain-errors.js';
import { openCheckoutIntent } from '../../../integrations/payments/checkout-intent.js';
import type { PaymentGateway } from '../../../integrations/payments/payment-gateway.js';
import type { MembershipBilling } from '../../../integrations/payments/stripe-membership-billing.js';
import { placePaymentHold } from '../payments/payment-hold.js';
import type { BillingRepository } from './billing-repository.js';
import type { MembershipRenewals } from './membership-renewals.js';
import type { PackagesRepository, PurchaseRow } from './repository.js';
import { refundIfCancelled, toPurchase } from './views.js';

type Viewer = { id: number; role: string };
type Deps = {
  repo: PackagesRepository;
  gateway: PaymentGateway;
  now: () => Date;
  memberships?: MembershipRenewals;
  // Stripe on: memberships become Billing subscriptions (docs/decisions/0070-memberships-on-stripe-billing.md).
  billing?: { stripe: MembershipBilling; repo: BillingRepository };
};

// When an offer bought at `at` lapses: a package after its validity; a
// membership's month of credits rolls over one month, then lapses.
export function expiryOf(offer: { kind: 'package' | 'membership'; validityDays: number | null }, at: Date): Date {
  return offer.kind === 'package' ? packageExpiry(at, offer.validityDays ?? 0) : addMonths(at, 2);
}

export function createPurchasesService({ repo, gateway, now, memberships, billing }: Deps) {
  // The client's Stripe customer, made once and kept on the account, so the card of a membership's first month is saved on it.
  async function customerOf(clientId: number): Promise<string | undefined> {
    if (!billing) return undefined;
    const client = await billing.repo.customerOf(clientId);
    if (!client) return undefined;
    const customerId = await billing.stripe.customerFor({ ...client, name: `${client.firstName} ${client.lastName}` });
    if (customerId !== client.stripeCustomerId) await billing.repo.saveCustomer(clientId, customerId);
    return customerId;
  }

  // The first month is paid: Stripe Billing charges the months after it. A
  // failure here never fails the purchase that was charged; the renewal job tries again.
  async function subscribe(purchase: PurchaseRow): Promise<void> {
    if (!billing || purchase.kind !== 'membership' || purchase.provider !== 'stripe' || purchase.providerSubscriptionId) return;
    if (!purchase.periodEnd || purchase.periodEnd <= now()) return;
    try {
      const subscriptionId = await billing.stripe.subscribe({
        purchaseId: purchase.id,
        paymentIntentId: purchase.providerPaymentId,
        amountCents: purchase.priceCents,
        currency: purchase.currency,
        description: `${purchase.sessions} sessions a month`,
        firstRenewal: purchase.periodEnd,
        // The row's last change: the purchase itself, or the failed try before this one.
        attempt: String(purchase.updatedAt.getTime()),
      });
      await billing.repo.saveSubscription(purchase.id, subscriptionId, now());
    } catch {
      await billing.repo.noteTry(purchase.id, now());
    }
  }

  async function liveOffer(offerId: number) {
    const offer = await repo.offer(offerId);
    if (!offer || offer.retiredAt !== null) throw new NotFoundError(PACKAGE_MESSAGES.offerNotFound);
    return offer;
  }

  async function view(row: PurchaseRow, coachName?: string): Promise<TPurchase> {
    const name = coachName ?? (await repo.purchasesOf(row.clientId)).find((p) => p.purchase.id === row.id);
    const label = typeof name === 'string' ? name : name ? `${name.coachFirstName} ${name.coachLastName}` : '';
    return toPurchase(row, label, await repo.entriesOf([row.id]), now());
  }

  // Money back for `credits` credits of a purchase, recorded as one refunded
  // row under `reference` (so a retry refunds nothing twice).
  async function refundCredits(
    purchase: PurchaseRow,
    credits: number,
    reference: string,
    opts: { bookingId?: number; reason?: string; fromAvailable: boolean },
  ) {
    const amountCents = packageRefundCents(credits, purchase.unitCents);
    const refund =
      amountCents > 0
        ? await gateway.refundPart(purchase.providerPaymentId, {
            idempotencyKey: `refund:package:${purchase.id}:${reference}`,
            amountCents,
          })
        : undefined;
    await repo.transaction((tx) =>
      repo.move(tx, purchase.id, opts.fromAvailable ? -credits : 0, {
        kind: 'refunded',
        credits,
        amountCents: refund?.amountCents ?? 0,
        reference,
        providerReference: refund?.id ?? null,
        bookingId: opts.bookingId ?? null,
        reason: opts.reason ?? null,
        createdAt: now(),
      }),
    );
    return amountCents;
  }

  async function cancelPurchase(purchase: PurchaseRow, reason?: string): Promise<PurchaseRow> {
    const at = now();
    const cancelled = await repo.setStatus(purchase.id, ['active'], 'cancelled', at, { cancelledAt: at });
    // Lost a race with another cancel (or it lapsed): what that one did stands.
    const current = cancelled ?? (await repo.purchase(purchase.id));
    if (!current) throw new NotFoundError(PACKAGE_MESSAGES.purchaseNotFound);
    if (!cancelled && current.status === 'cancelled' && current.creditsAvailable === 0)
      throw new ConflictError(PACKAGE_MESSAGES.alreadyCancelled);
    // Credits that already lapsed are recorded as expired, not refunded.
    if (current.expiresAt <= at) await expire(current);
    else if (current.creditsAvailable > 0)
      await refundCredits(current, current.creditsAvailable, 'cancel', { reason, fromAvailable: true });
    return (await repo.purchase(purchase.id)) ?? current;
  }

  async function expire(purchase: PurchaseRow): Promise<boolean> {
    if (purchase.creditsAvailable <= 0) return false;
    try {
      return await repo.transaction((tx) =>
        repo.move(tx, purchase.id, -purchase.creditsAvailable, {
          kind: 'expired',
          credits: purchase.creditsAvailable,
          reference: `expiry:${purchase.expiresAt.toISOString()}`,
          createdAt: now(),
        }),
      );
    } catch (error) {
      // Spent or refunded meanwhile: the next run sees the new count.
      if (error instanceof TransactionRollbackError) return false;
      throw error;
    }
  }

  return {
    // The intent for an offer's price, computed here; what the browser says is ignored.
    async createIntent(viewer: Viewer, offerId: number) {
      if (viewer.role !== 'client') throw new ForbiddenError(PACKAGE_MESSAGES.noCredit);
      const offer = await liveOffer(offerId);
      const intent = await openCheckoutIntent(gateway, {
        ...(offer.kind === 'membership' && { saveCardFor: await customerOf(viewer.id) }),
        amountCents: offer.priceCents,
        description: offer.kind === 'package' ? `${offer.sessions} sessions package` : `${offer.sessions} sessions a month`,
        metadata: { userId: String(viewer.id), offerId: String(offer.id), coachId: String(offer.coachId) },
      });
      return { ...intent, expiresAt: expiryOf(offer, now()).toISOString() };
    },

    // One charge, captured at once; the same key or intent answers with the first purchase.
    async buy(viewer: Viewer, offerId: number, input: TBuyPackageRequest, key: string): Promise<{ purchase: TPurchase; created: boolean }> {
      const earlier = await repo.purchaseByKey(viewer.id, key);
      if (earlier) return { purchase: await view(earlier), created: false };
      const offer = await liveOffer(offerId);
      const intentId = input.paymentIntentId;
      const { intent } = await placePaymentHold(gateway, {
        intentId,
        idempotencyKey: key,
        card: input.card,
        openedFor: { userId: String(viewer.id), offerId: String(offer.id) },
        amountCents: offer.priceCents,
        spent: async () => (await repo.purchaseByPayment(gateway.provider, intentId)) !== undefined,
        takeExistingHold: true,
        releaseMustSucceed: false,
        messages: PACKAGE_MESSAGES,
      });
      await gateway.capture(intentId, { idempotencyKey: `capture:package:${intentId}` });
      const at = now();
      const row = await repo.insertPurchase(
        {
          offerId: offer.id,
          coachId: offer.coachId,
          clientId: viewer.id,
          kind: offer.kind,
          sessions: offer.sessions,
          priceCents: offer.priceCents,
          unitCents: unitCents(offer.priceCents, offer.sessions),
          currency: intent.currency,
          status: 'active',
          creditsAvailable: offer.sessions,
          expiresAt: expiryOf(offer, at),
          periodEnd: offer.kind === 'membership' ? addMonths(at, 1) : null,
          provider: gateway.provider,
          providerPaymentId: intentId,
          idempotencyKey: key,
          createdAt: at,
          updatedAt: at,
        },
        offer.sessions,
        at,
      );
      const made = row ?? (await repo.purchaseByPayment(gateway.provider, intentId));
      if (!made) throw new ConflictError(PACKAGE_MESSAGES.paymentUsed);
      if (row) await subscribe(row);
      return { purchase: await view(made), created: row !== undefined };
    },

    async mine(viewer: Viewer): Promise<TPurchase[]> {
      const rows = await repo.purchasesOf(viewer.id);
      const entries = await repo.entriesOf(rows.map((r) => r.purchase.id));
      return rows.map((r) => toPurchase(r.purchase, `${r.coachFirstName} ${r.coachLastName}`, entries, now()));
    },

    async all(): Promise<TPurchase[]> {
      const rows = await repo.purchasesOf(undefined);
      const entries = await repo.entriesOf(rows.map((r) => r.purchase.id));
      return rows.map((r) => toPurchase(r.purchase, `${r.coachFirstName} ${r.coachLastName}`, entries, now()));
    },

    // The client cancels: unused, unexpired credits come back as money (price / k each).
    async cancel(viewer: Viewer, purchaseId: number): Promise<TPurchase> {
      const purchase = await repo.purchase(purchaseId);
      if (!purchase || purchase.clientId !== viewer.id) throw new NotFoundError(PACKAGE_MESSAGES.purchaseNotFound);
      if (purchase.status !== 'active') throw new ConflictError(PACKAGE_MESSAGES.alreadyCancelled);
      // A membership stops renewing; the month's credits stay until it ends (no refund).
      if (purchase.kind === 'membership' && memberships) {
        if (purchase.cancelledAt !== null) throw new ConflictError(PACKAGE_MESSAGES.alreadyCancelled);
        // Stripe first: if it cannot be told, nothing changes here and the client may try again.
        if (billing && purchase.providerSubscriptionId) await billing.stripe.cancelAtPeriodEnd(purchase.providerSubscriptionId);
        return view(await memberships.cancel(purchase));
      }
      return view(await cancelPurchase(purchase));
    },

    // An admin's refund by hand: the same as the client cancelling, with the reason kept on the ledger row.
    async adminRefund(purchaseId: number, reason: string): Promise<TPurchase> {
      const purchase = await repo.purchase(purchaseId);
      if (!purchase) throw new NotFoundError(PACKAGE_MESSAGES.purchaseNotFound);
      if (purchase.status !== 'active') throw new ConflictError(PACKAGE_MESSAGES.alreadyCancelled);
      // A membership refunded by hand is not billed again.
      if (billing && purchase.providerSubscriptionId) await billing.stripe.cancelNow(purchase.providerSubscriptionId);
      return view(await cancelPurchase(purchase, reason));
    },

    viewOf: (row: PurchaseRow) => view(row),

    refundPreview: (row: PurchaseRow) => refundIfCancelled(row, now()),

    async balance(clientId: number, coachId: number) {
      return { coachId, ...(await repo.balance(clientId, coachId, now())) };
    },

    // A cancelled booking paid with a credit: a full refund under its policy
    // (or any cancellation by the coach, an admin, the system, an upheld
    // no-show) returns the credit; after the cutoff it is spent. A credit
    // returned to a package that ended is refunded in money. Safe to repeat.
    async settleCancelledBooking(bookingId: number, fullRefund: boolean): Promise<'returned' | 'refunded' | 'spent' | 'none'> {
      const found = await repo.redemptionOf(bookingId);
      if (!found) return 'none';
      if (!fullRefund) return 'spent';
      const { purchase } = found;
      const reference = `booking:${bookingId}`;
      const ended = purchase.status !== 'active' || purchase.expiresAt <= now();
      const returned = await repo.transaction((tx) =>
        repo.move(tx, purchase.id, 1, {
          kind: 'returned',
          credits: 1,
          amountCents: purchase.unitCents,
          bookingId,
          reference,
          createdAt: now(),
        }),
      );
      if (!ended) return 'returned';
      // The credit came back to a package that ended: its money goes back instead.
      if (returned || !(await repo.entriesOf([purchase.id])).some((e) => e.kind === 'refunded' && e.reference === reference))
        await refundCredits((await repo.purchase(purchase.id)) ?? purchase, 1, reference, { bookingId, fromAvailable: true });
      return 'refunded';
    },

    // The job (Stripe on): memberships whose subscription could not be made at purchase get it now.
    async subscribeMissing(): Promise<number> {
      if (!billing) return 0;
      let made = 0;
      for (const purchase of await billing.repo.withoutSubscription(now())) {
        await subscribe(purchase);
        if ((await repo.purchase(purchase.id))?.providerSubscriptionId) made += 1;
      }
      return made;
    },

    // The job: credits past their expiry are recorded as expired.
    async expireDue(): Promise<number> {
      let expired = 0;
      for (const purchase of await repo.lapsedWithCredits(now())) {
        if (await expire(purchase)) expired += 1;
        if (purchase.status === 'active' && purchase.kind === 'package') await repo.setStatus(purchase.id, ['active'], 'lapsed', now());
        // A membership that stopped renewing (cancelled, or its grace ran out) ends with its last credits.
        if (purchase.status === 'active' && purchase.kind === 'membership' && (purchase.cancelledAt || purchase.graceUntil))
          await repo.setStatus(purchase.id, ['active'], purchase.cancelledAt ? 'cancelled' : 'lapsed', now());
      }
      return expired;
    },
  };
}

export type PurchasesService = ReturnType<typeof createPurchasesService>;
