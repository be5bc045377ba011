// Status changes by the booking's parties, admins and the scheduled jobs.
// Every change is a conditional UPDATE on the current status, so of two racing
// changes one wins, and a paid booking is refunded exactly once on cancel.
import { canTransition, transitionRefusal, type BookingActor, type BookingStatus } from '../../../shared/domain/booking-status.js';
import { BOOKING_MESSAGES } from '../../../shared/schemas/bookings.js';
import { ConflictError, NotFoundError } from '../../errors/domain-errors.js';
import type { LedgerRepository } from '../money/money-service.js';
import type { PaymentGateway } from '../../integrations/payments/payment-gateway.js';
import { isParty, type Viewer } from './booking-view.js';
import { refundOwed } from './refund-owed.js';
import type { BookingsRepository } from './repository.js';
import { type BookingRow } from '../../db/queries/booking-rows.js';

export type StatusDeps = {
  repo: BookingsRepository;
  ledger: LedgerRepository;
  gateway: PaymentGateway;
  now: () => Date;
  // Runs once per change, only in the process that made it (e-mails, meeting link). Must not throw.
  afterChange?: (bookingId: number, from: BookingStatus, to: BookingStatus) => Promise<void>;
  // A booking paid with a credit: the credit comes back on a full refund, else it is spent.
  settleCredit?: (bookingId: number, fullRefund: boolean) => Promise<unknown>;
};

type PaidState = { paymentStatus: string; stripePaymentId: string | null; refundCents: number | null };

export function createStatusChanges({ repo, ledger, gateway, now, afterChange, settleCredit }: StatusDeps) {
  // Refunds what the cancellation decided (refund_cents, docs/product/cancellation-policy.md).
  // Safe to call again: the gateway refunds an intent once for one key, and
  // the ledger and booking updates are conditional, so a retried or raced
  // cancel cannot refund twice, and a late retry refunds the same amount.
  async function refundIfPaid(row: Pick<BookingRow, 'id' | 'clientId' | 'totalPriceCents'>, paid: PaidState) {
    if (paid.paymentStatus !== 'paid') return;
    // No card behind it: a credit paid (docs/product/packages.md).
    if (!paid.stripePaymentId) return settleCreditOf(row, paid);
    const amountCents = paid.refundCents ?? row.totalPriceCents;
    // Nothing owed (a late cancellation under Moderate or Strict): the payment stays with the coach.
    if (amountCents <= 0) return;
    const refund = await gateway.refund(paid.stripePaymentId, { idempotencyKey: `refund:booking:${row.id}`, amountCents });
    // Stamped by the app's clock like the checkout's own ledger row, so the two sort in the order they happened.
    const at = now();
    await ledger.insert({
      bookingId: row.id,
      userId: row.clientId,
      provider: gateway.provider,
      providerPaymentId: refund.id,
      amountCents: refund.amountCents,
      status: 'refunded',
      createdAt: at,
      updatedAt: at,
    });
    await repo.setPaymentStatus(row.id, 'paid', refund.amountCents >= row.totalPriceCents ? 'refunded' : 'partially_refunded', at);
  }

  // The credit comes back when the cancellation owes the whole price, the same
  // rule a card payment's refund follows; the booking then shows as refunded.
  async function settleCreditOf(row: Pick<BookingRow, 'id' | 'totalPriceCents'>, paid: PaidState) {
    if (!settleCredit || paid.refundCents === null) return;
    const outcome = await settleCredit(row.id, paid.refundCents >= row.totalPriceCents);
    if (outcome === 'returned' || outcome === 'refunded') await repo.setPaymentStatus(row.id, 'paid', 'refunded', now());
  }

  async function transition(
    row: BookingRow,
    actor: BookingActor,
    to: BookingStatus,
    changedByUserId: number | null,
    reason: string | null,
  ) {
    if (!canTransition(actor, row.status, to)) {
      // A cancel that lost a race still makes sure the winner's refund happened.
      if (row.status === 'cancelled') await refundIfPaid(row, row);
      throw new ConflictError(transitionRefusal(actor, row.status, to));
    }
    const at = now();
    const refundCents = to === 'cancelled' ? refundOwed(row, actor, at) : undefined;
    const changed = await repo.changeStatus(row.id, row.status, to, { changedByUserId, reason, now: at, refundCents });
    if (!changed) {
      const current = await repo.findById(row.id);
      if (!current) throw new NotFoundError(BOOKING_MESSAGES.bookingNotFound);
      if (current.status === 'cancelled') await refundIfPaid(current, current);
      throw new ConflictError(transitionRefusal(actor, current.status, to));
    }
    try {
      if (to === 'cancelled') await refundIfPaid(row, changed);
    } finally {
      // Also after a failed refund: the cancellation stands (the refund job retries) and the parties are told.
      await afterChange?.(row.id, row.status, to);
    }
  }

  return {
    // The actor is decided by who the viewer is to this booking, never by the request.
    async changeByUser(viewer: Viewer, bookingId: number, to: BookingStatus): Promise<void> {
      const row = await repo.findById(bookingId);
      // Not a party: answer as if the booking did not exist.
      if (!row || (!isParty(row, viewer) && viewer.role !== 'admin')) throw new NotFoundError(BOOKING_MESSAGES.bookingNotFound);
      const actor: BookingActor = row.clientId === viewer.id ? 'client' : row.coachUserId === viewer.id ? 'coach' : 'admin';
      await transition(row, actor, to, viewer.id, null);
    },

    // For the scheduled jobs: completing ended sessions, expiring unconfirmed requests.
    async changeBySystem(bookingId: number, to: BookingStatus, reason: string): Promise<void> {
      const row = await repo.findById(bookingId);
      if (!row) throw new NotFoundError(BOOKING_MESSAGES.bookingNotFound);
      await transition(row, 'system', to, null, reason);
    },

    // An upheld report that the coach did not attend (docs/product/no-shows.md): the session is
    // cancelled and refunded in full. Repeat-safe: an already cancelled booking only has its refund made sure of.
    async cancelForNoShow(bookingId: number, changedByUserId: number | null, reason: string): Promise<void> {
      const row = await repo.findById(bookingId);
      if (!row) throw new NotFoundError(BOOKING_MESSAGES.bookingNotFound);
      if (row.status === 'cancelled') return void (await refundIfPaid(row, row));
      await transition(row, 'noShow', 'cancelled', changedByUserId, reason);
    },

    // A series session whose charge on the card on file was refused (docs/decisions/0079-series-paid-by-card-on-file.md).
    async cancelUnpaid(bookingId: number, reason: string): Promise<void> {
      const row = await repo.findById(bookingId);
      if (!row) throw new NotFoundError(BOOKING_MESSAGES.bookingNotFound);
      await transition(row, 'unpaid', 'cancelled', null, reason);
    },

    // For the refund job: a cancelled booking still marked paid (its refund failed earlier).
    async retryRefund(bookingId: number): Promise<boolean> {
      const row = await repo.findById(bookingId);
      if (!row || row.status !== 'cancelled' || row.paymentStatus !== 'paid') return false;
      await refundIfPaid(row, row);
      return true;
    },
  };
}
