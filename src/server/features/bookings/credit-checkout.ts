// Booking with a credit (DECISIONS section 12): "Use 1 credit" instead of a
// card. The slot is checked as for a paid checkout; then one transaction takes
// the credit (a conditional UPDATE on the purchase: of two bookings racing for
// the last credit exactly one finds it), writes the booking already paid, its
// history and the credit's redeemed row. A slot taken meanwhile rolls all of it
// back, so the credit is never spent on a booking that was not made.
import { and, eq, gt, sql } from 'drizzle-orm';
import { isValidTimeZone } from '../../../shared/domain/time-zone.js';
import { BOOKING_MESSAGES, type TBooking } from '../../../shared/schemas/bookings.js';
import { PACKAGE_MESSAGES, type TCreditBookingRequest } from '../../../shared/schemas/packages.js';
import type { Database } from '../../db/client.js';
import { exclusionViolation } from '../../db/database-errors.js';
import { packagePurchases } from '../../db/schema.js';
import { ConflictError, ForbiddenError } from '../../errors/domain-errors.js';
import { createOutboxRepository } from '../../integrations/email/outbox-repository.js';
import type { CreditLeft } from '../../integrations/email/templates/session-facts.js';
import type { AvailabilityService } from '../availability/service.js';
import { toBookingView, type Viewer } from './booking-view.js';
import type { BookingMessaging } from './messaging.js';
import { BOOKING_INSERT_LOCK, type BookingsRepository } from './repository.js';
import type { ReadCheckoutFacts } from './checkout-facts.js';
import { madeBooking } from './create-booking.js';
import { checkOpenSlot, checkSlotAgainst, isWithinBookingWindow } from './slot-check.js';

type Deps = {
  db: Database;
  repo: BookingsRepository;
  availability: Pick<AvailabilityService, 'busyIntervals'>;
  readCheckoutFacts: ReadCheckoutFacts;
  messaging?: BookingMessaging;
  now: () => Date;
};

class NoCredit extends Error {}

export function createCreditCheckout({ db, repo, availability, readCheckoutFacts, messaging, now }: Deps) {
  return async function bookWithCredit(viewer: Viewer, input: TCreditBookingRequest): Promise<TBooking> {
    if (viewer.role !== 'client') throw new ForbiddenError(BOOKING_MESSAGES.clientsOnly);
    // As the card checkout does (docs/decisions/0034-fast-checkout.md): one statement reads the coach,
    // their busy times and both parties' contacts, which the e-mails and the answer below reuse.
    // No payment claim to look up here: the claim fields match no ledger row.
    const start = new Date(input.startTime);
    const facts = isWithinBookingWindow(start, now())
      ? await readCheckoutFacts({
          userId: viewer.id,
          idempotencyKey: '',
          provider: '',
          providerPaymentId: '',
          coachId: input.coachId,
          start,
        })
      : undefined;
    // A coach the facts did not find as bookable is looked up step by step, only to say why.
    const slot = facts?.coach
      ? checkSlotAgainst(facts.coach, facts.busy, start, now())
      : await checkOpenSlot({ repo, availability, now }, input.coachId, input.startTime, { clientId: viewer.id });
    const at = now();
    const notes = input.notes?.trim() || null;
    let bookingId: number;
    let credit: CreditLeft | undefined;
    let unitCents = 0;
    try {
      bookingId = await db.transaction(async (tx) => {
        // The per-coach lock card checkouts take, so both kinds take turns.
        await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_INSERT_LOCK}::int, ${slot.coach.id}::int)`);
        // The client's credit with this coach that lapses first; none for another coach's packages.
        const [spent] = await tx
          .update(packagePurchases)
          .set({ creditsAvailable: sql`${packagePurchases.creditsAvailable} - 1`, updatedAt: at })
          .where(
            and(
              eq(
                packagePurchases.id,
                sql`(select p.id from package_purchases p where p.client_id = ${viewer.id}::int and p.coach_id = ${slot.coach.id}::int
                  and p.status = 'active' and p.credits_available > 0 and p.expires_at > ${at}::timestamptz
                  order by p.expires_at, p.id limit 1 for update)`,
              ),
              gt(packagePurchases.creditsAvailable, 0),
            ),
          )
          .returning({
            id: packagePurchases.id,
            unitCents: packagePurchases.unitCents,
            left: packagePurchases.creditsAvailable,
            expiresAt: packagePurchases.expiresAt,
          });
        if (!spent) throw new NoCredit();
        // The booking, its first history row and the credit's redeemed row in one statement
        // (one round trip instead of three, as the card checkout's insert does).
        const atIso = at.toISOString();
        const written = (await tx.execute(sql`
          with booking as (
            insert into bookings (coach_id, client_id, start_time, end_time, status, payment_status, total_price_cents, notes,
                                  cancellation_policy, created_at, updated_at)
            values (${slot.coach.id}::int, ${viewer.id}::int, ${slot.start.toISOString()}::timestamptz, ${slot.end.toISOString()}::timestamptz,
                    'pending', 'paid', ${spent.unitCents}::int, ${notes}, ${slot.coach.cancellationPolicy}, ${atIso}::timestamptz, ${atIso}::timestamptz)
            returning id),
          history as (
            insert into booking_status_history (booking_id, to_status, changed_by_user_id, created_at)
            select id, 'pending', ${viewer.id}::int, ${atIso}::timestamptz from booking)
          insert into credit_entries (purchase_id, booking_id, kind, credits, amount_cents, reference, created_at)
          select ${spent.id}::int, id, 'redeemed', 1, ${spent.unitCents}::int, 'booking:' || id, ${atIso}::timestamptz from booking
          returning booking_id`)) as unknown as { rows: Array<{ booking_id: number }> };
        const booking = written.rows[0] && { id: Number(written.rows[0].booking_id) };
        if (!booking) throw new Error('booking insert returned nothing');
        credit = { left: spent.left, expiresAt: spent.expiresAt };
        unitCents = spent.unitCents;
        return booking.id;
      });
    } catch (error) {
      if (error instanceof NoCredit) throw new ConflictError(PACKAGE_MESSAGES.noCredit);
      if (exclusionViolation(error) !== undefined) throw new ConflictError(BOOKING_MESSAGES.slotTaken);
      throw error;
    }
    // The booking as this transaction wrote it, when the facts had both parties; else read back.
    const written = facts?.parties && madeBooking(bookingId, slot, viewer, facts.parties, notes, '');
    const paid = { paymentStatus: 'paid' as const, totalPriceCents: unitCents };
    const made = written && {
      row: { ...written.row, ...paid, stripePaymentId: null, paidWithCredit: true },
      contacts: { ...written.contacts, ...paid },
    };
    // The booking-request e-mails, as after a card checkout (queued after the
    // commit: a crash in between loses the e-mails, never the booking).
    if (messaging) {
      const zone = input.timeZone && isValidTimeZone(input.timeZone) ? input.timeZone : undefined;
      // The client's e-mail says how many credits are left of the package used ("2 credits left").
      const { messages } = await messaging.requestEmails(bookingId, zone, made?.contacts, credit);
      await createOutboxRepository(db).enqueue(messages, now());
      if (messages.length > 0) messaging.deliverSoon();
    }
    if (made) return toBookingView(made.row, viewer, now());
    const row = await repo.findById(bookingId);
    if (!row) throw new Error(`booking ${bookingId} vanished`);
    return toBookingView(row, viewer, now());
  };
}
