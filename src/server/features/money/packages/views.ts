// Rows to what the API answers (dollars on the wire, ISO instants).
import { centsToDollars } from '../../../../shared/domain/money.js';
import { packageRefundCents, savingCents, unitCents } from '../../../../shared/domain/packages.js';
import type { TOffer, TPurchase } from '../../../../shared/schemas/packages.js';
import type { CreditEntryRow, OfferRow, PurchaseRow } from './repository.js';

export function toOffer(row: OfferRow, rateCents: number): TOffer {
  return {
    id: row.id,
    coachId: row.coachId,
    kind: row.kind,
    sessions: row.sessions,
    price: centsToDollars(row.priceCents),
    validityDays: row.validityDays,
    perSession: centsToDollars(unitCents(row.priceCents, row.sessions)),
    saving: centsToDollars(savingCents(row.sessions, row.priceCents, rateCents)),
    retired: row.retiredAt !== null,
  };
}

// What cancelling would refund now: unused credits that have not lapsed (section 12).
export function refundIfCancelled(row: PurchaseRow, now: Date): number {
  // A membership cancelled keeps its month's credits instead (section 12).
  if (row.kind === 'membership' || row.status !== 'active' || row.expiresAt <= now) return 0;
  return packageRefundCents(row.creditsAvailable, row.unitCents);
}

export function toPurchase(row: PurchaseRow, coachName: string, entries: CreditEntryRow[], now: Date): TPurchase {
  return {
    id: row.id,
    offerId: row.offerId,
    coachId: row.coachId,
    coachName,
    clientId: row.clientId,
    kind: row.kind,
    sessions: row.sessions,
    price: centsToDollars(row.priceCents),
    perSession: centsToDollars(row.unitCents),
    status: row.status,
    creditsLeft: row.status === 'active' && row.expiresAt > now ? row.creditsAvailable : 0,
    expiresAt: row.expiresAt.toISOString(),
    refundIfCancelled: centsToDollars(refundIfCancelled(row, now)),
    history: entries
      .filter((e) => e.purchaseId === row.id)
      .map((e) => ({
        kind: e.kind,
        credits: e.credits,
        amount: centsToDollars(e.amountCents),
        bookingId: e.bookingId,
        reason: e.reason,
        createdAt: e.createdAt.toISOString(),
      })),
    createdAt: row.createdAt.toISOString(),
    membership: membershipState(row, now),
  };
}

// Where a membership stands (docs/decisions/0067-membership-renewals.md).
export function membershipState(row: PurchaseRow, now: Date): TPurchase['membership'] {
  if (row.kind !== 'membership') return null;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  if (row.status !== 'active' || row.expiresAt <= now)
    return { state: row.cancelledAt ? 'cancelled' : 'ended', renewsOn: null, graceUntil: null, endsOn: iso(row.expiresAt) };
  if (row.cancelledAt) return { state: 'cancelled', renewsOn: null, graceUntil: null, endsOn: iso(row.expiresAt) };
  if (row.graceUntil && row.graceUntil > now)
    return { state: 'payment_failed', renewsOn: null, graceUntil: iso(row.graceUntil), endsOn: iso(row.expiresAt) };
  if (row.graceUntil) return { state: 'ended', renewsOn: null, graceUntil: null, endsOn: iso(row.expiresAt) };
  return { state: 'renewing', renewsOn: iso(row.periodEnd), graceUntil: null, endsOn: null };
}
