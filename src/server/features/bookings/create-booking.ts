// Checkout (docs/product/checkout-and-fees.md): "You won't be charged until after confirming your
// booking" is literal. Authorise the card, create the booking row, and only
// then capture. If the row cannot be created the hold is released. An
// Idempotency-Key makes retries return the first result and never charge twice.
// The database sees few round trips and three short commits: the card is
// authorised before any transaction, the booking goes in with its ledger row
// in one statement, and the last statement marks it paid and queues its
// e-mails (docs/decisions/0034-fast-checkout.md).
import { isValidTimeZone } from '../../../shared/domain/time-zone.js';
import { BOOKING_MESSAGES, type TBooking, type TCreateBookingRequest } from '../../../shared/schemas/bookings.js';
import { ConflictError, ForbiddenError, PaymentDeclinedError } from '../../errors/domain-errors.js';
import { exclusionViolation } from '../../db/database-errors.js';
import { intentUsedUp, placePaymentHold, type LedgerEntry, type LedgerRepository, type LedgerRow } from '../money/money-service.js';
import { PaymentGatewayError, type PaymentGateway, type PaymentIntent } from '../../integrations/payments/payment-gateway.js';
import type { AvailabilityService } from '../availability/service.js';
import { toBookingView, type Viewer } from './booking-view.js';
import type { CheckoutFacts, CheckoutParties, ReadCheckoutFacts } from './checkout-facts.js';
import type { BookingContacts } from './messaging-repository.js';
import type { FinishPaidCheckout } from './paid-checkout.js';
import type { BookingsRepository } from './repository.js';
import { checkOpenSlot, checkSlotAgainst, isWithinBookingWindow, type CheckedSlot } from './slot-check.js';
import type { BookingRow } from '../../db/queries/booking-rows.js';

export type CheckoutDeps = {
  repo: BookingsRepository;
  ledger: LedgerRepository;
  availability: Pick<AvailabilityService, 'busyIntervals'>;
  gateway: PaymentGateway;
  finishPaidCheckout: FinishPaidCheckout;
  readCheckoutFacts: ReadCheckoutFacts;
  now: () => Date;
};

export type CreatedBooking = { booking: TBooking; created: boolean };

export function createCheckout(deps: CheckoutDeps) {
  const { repo, ledger, gateway, finishPaidCheckout, readCheckoutFacts, now } = deps;

  async function view(bookingId: number, viewer: Viewer): Promise<TBooking> {
    const row = await repo.findById(bookingId);
    if (!row) throw new Error(`booking ${bookingId} vanished`);
    return toBookingView(row, viewer, now());
  }

  // The same key answers with the outcome of the first request.
  async function replay(row: LedgerRow, viewer: Viewer): Promise<CreatedBooking> {
    if (row.status === 'failed') throw new PaymentDeclinedError(row.failureReason ?? BOOKING_MESSAGES.captureFailed);
    if (row.status === 'released') {
      const reason = row.failureReason ?? BOOKING_MESSAGES.slotTaken;
      throw reason === BOOKING_MESSAGES.captureFailed ? new PaymentDeclinedError(reason) : new ConflictError(reason);
    }
    if (row.bookingId !== null) return { booking: await view(row.bookingId, viewer), created: false };
    throw new ConflictError(BOOKING_MESSAGES.inProgress);
  }

  // The hold goes back to the client; the ledger keeps why, for a retry of the same key.
  async function release(releaseHold: () => Promise<void>, entry: LedgerEntry, ledgerRowId: number | undefined, reason: string) {
    await releaseHold();
    if (ledgerRowId !== undefined) await ledger.update(ledgerRowId, ['authorized'], { status: 'released', failureReason: reason }, now());
    else await ledger.insert({ ...entry, status: 'released', failureReason: reason });
  }

  // With Stripe the browser has already put the hold on the card; when the
  // slot is gone before any request claimed the intent, release it now
  // rather than leave the client's money held for days.
  async function releaseUnclaimedHold(viewer: Viewer, intentId: string) {
    const intent = await gateway.getIntent(intentId).catch(() => undefined);
    if (intent?.status !== 'requires_capture' || intent.metadata['userId'] !== String(viewer.id)) return;
    if (await ledger.findIntentRow(gateway.provider, intentId)) return;
    await gateway.cancel(intentId).catch(() => undefined);
  }

  return async function createBooking(viewer: Viewer, input: TCreateBookingRequest, idempotencyKey: string): Promise<CreatedBooking> {
    if (viewer.role !== 'client') throw new ForbiddenError(BOOKING_MESSAGES.clientsOnly);
    const intentId = input.paymentIntentId;
    const claim = { userId: viewer.id, idempotencyKey, provider: gateway.provider, providerPaymentId: intentId };
    // One statement reads what the checks below need (checkout-facts.ts). A
    // start outside the booking window (also a retry after the slot began) is
    // read step by step: it has no busy time to read.
    const start = new Date(input.startTime);
    const facts: CheckoutFacts | undefined = isWithinBookingWindow(start, now())
      ? await readCheckoutFacts({ ...claim, coachId: input.coachId, start })
      : undefined;
    const claims = facts?.claims ?? (await ledger.findClaims(claim));
    if (claims.byKey) return replay(claims.byKey, viewer);

    // Only coachId, startTime and notes are taken from the browser.
    let slot: CheckedSlot;
    try {
      // A coach the facts did not find as bookable is looked up again step by
      // step, only to say why (not listed yet, or no such coach).
      slot = facts?.coach
        ? checkSlotAgainst(facts.coach, facts.busy, start, now())
        : await checkOpenSlot(deps, input.coachId, input.startTime, { clientId: viewer.id });
    } catch (error) {
      await releaseUnclaimedHold(viewer, intentId);
      throw error;
    }
    const entryOf = (found: PaymentIntent): LedgerEntry => ({ ...claim, amountCents: found.amountCents, currency: found.currency });
    // Outside any transaction: the provider may take its time, and nothing here holds a lock meanwhile.
    const { intent, release: releaseHold } = await placePaymentHold(gateway, {
      intentId,
      idempotencyKey,
      card: input.card,
      openedFor: { userId: String(viewer.id), coachId: String(slot.coach.id) },
      amountCents: slot.priceCents,
      // The policy shown at checkout must still be the coach's.
      changedTerm:
        input.cancellationPolicy && input.cancellationPolicy !== slot.coach.cancellationPolicy ? BOOKING_MESSAGES.policyChanged : undefined,
      spent: (found) => Boolean(claims.byIntent) || intentUsedUp(found),
      // A hold already on the card is confirmed under this request's key: the ledger claims the intent by it.
      takeExistingHold: false,
      releaseMustSucceed: true,
      // This intent is spent; the checkout starts a new one for the next attempt.
      onDeclined: (found, reason) => ledger.insert({ ...entryOf(found), status: 'failed', failureReason: reason }),
      messages: BOOKING_MESSAGES,
    });
    const entry = entryOf(intent);

    let inserted;
    try {
      inserted = await repo.insertPending(
        {
          coachId: slot.coach.id,
          clientId: viewer.id,
          startTime: slot.start,
          endTime: slot.end,
          totalPriceCents: slot.priceCents,
          // The policy shown at checkout is the one the booking keeps (docs/product/cancellation-policy.md).
          cancellationPolicy: slot.coach.cancellationPolicy,
          notes: input.notes?.trim() || null,
          paymentIntentId: intentId,
        },
        entry,
        now(),
      );
    } catch (error) {
      const taken = exclusionViolation(error) !== undefined;
      await release(releaseHold, entry, undefined, taken ? BOOKING_MESSAGES.slotTaken : BOOKING_MESSAGES.captureFailed);
      if (taken) throw new ConflictError(BOOKING_MESSAGES.slotTaken);
      throw error;
    }
    // Someone holds this key or this intent already: a duplicate still in flight.
    // The hold belongs to that request, so it is not released here.
    if (!inserted) throw new ConflictError(BOOKING_MESSAGES.inProgress);
    const { bookingId, ledgerRowId } = inserted;

    try {
      await gateway.capture(intentId, { idempotencyKey: `capture:booking:${bookingId}` });
    } catch (error) {
      // No money moved: take the booking back and free the slot.
      await repo.changeStatus(bookingId, 'pending', 'cancelled', { changedByUserId: null, reason: 'Payment capture failed', now: now() });
      await release(releaseHold, entry, ledgerRowId, BOOKING_MESSAGES.captureFailed);
      if (error instanceof PaymentGatewayError) throw new PaymentDeclinedError(BOOKING_MESSAGES.captureFailed);
      throw error;
    }
    const zone = input.timeZone && isValidTimeZone(input.timeZone) ? { clientId: viewer.id, timeZone: input.timeZone } : undefined;
    const made = facts?.parties && madeBooking(bookingId, slot, viewer, facts.parties, input.notes?.trim() || null, intentId);
    const paid = await finishPaidCheckout(bookingId, ledgerRowId, now(), zone, made?.contacts);
    // The booking as this request wrote it, paid; read back when the request
    // did not see the parties, or when the job that finishes interrupted
    // checkouts marked it paid first.
    if (made && paid) return { booking: toBookingView({ ...made.row, paymentStatus: 'paid' }, viewer, now()), created: true };
    return { booking: await view(bookingId, viewer), created: true };
  };
}

// A new booking's row and e-mail contacts from what the checkout wrote and
// read: repository.insertPending's values, the columns' defaults for the rest.
export function madeBooking(
  id: number,
  slot: CheckedSlot,
  client: Viewer,
  parties: CheckoutParties,
  notes: string | null,
  paymentIntentId: string,
): { row: BookingRow; contacts: BookingContacts } {
  const shared = {
    id,
    status: 'pending' as const,
    paymentStatus: 'pending' as const,
    startTime: slot.start,
    endTime: slot.end,
    notes,
    totalPriceCents: slot.priceCents,
    refundCents: null,
    rescheduleCount: 0,
    meetingUrl: null,
    coachFirstName: slot.coach.firstName,
    coachLastName: slot.coach.lastName,
    clientFirstName: parties.clientFirstName,
    clientLastName: parties.clientLastName,
  };
  return {
    row: {
      ...shared,
      coachId: slot.coach.id,
      coachUserId: slot.coach.userId,
      clientId: client.id,
      cancellationPolicy: slot.coach.cancellationPolicy,
      proposedStartTime: null,
      noShow: null,
      stripePaymentId: paymentIntentId,
      reviewed: false,
      paidWithCredit: false,
    },
    contacts: {
      ...shared,
      coachTimeZone: slot.coach.schedule.timeZone,
      coachEmail: parties.coachEmail,
      clientEmail: parties.clientEmail,
      clientTimeZone: parties.clientTimeZone,
      coachLocale: parties.coachLocale,
      clientLocale: parties.clientLocale,
    },
  };
}
