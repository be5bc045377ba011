// The end of a checkout whose money was captured, whoever ends it: the request
// itself, or the job that finishes checkouts a crash interrupted
// (src/server/jobs/interrupted-checkouts.ts). The same statement that marks
// the booking paid queues the writing of its booking-request e-mails on the
// work queue, so they go exactly once, and never for a booking that was not
// paid (docs/decisions/0034-fast-checkout.md); the queue's workers write and
// send them outside the request (docs/decisions/0087-one-work-queue.md).
import type { BookingMessaging } from './messaging.js';
import type { BookingContacts } from './messaging-repository.js';
import type { BookingsRepository } from './repository.js';

// The zone the checkout page reported (already checked): the client's e-mails are written in it from now on.
export type ReportedZone = { clientId: number; timeZone: string };

export function createPaidCheckout({ repo, messaging }: { repo: BookingsRepository; messaging?: BookingMessaging }) {
  // True when this call marked the booking paid (and queued its e-mails).
  // `contacts`: the booking and its parties as the request already knows them
  // (the job reads them).
  return async function finishPaidCheckout(
    bookingId: number,
    ledgerRowId: number,
    now: Date,
    zone?: ReportedZone,
    contacts?: BookingContacts,
  ): Promise<boolean> {
    // Most checkouts report the zone the account already has: no write then.
    if (zone && contacts?.clientTimeZone !== zone.timeZone) await repo.setUserTimeZone(zone.clientId, zone.timeZone, now);
    const paid = await repo.markPaid(bookingId, ledgerRowId, messaging && { timeZone: zone?.timeZone }, now);
    if (paid && messaging) messaging.deliverSoon();
    return paid;
  };
}

export type FinishPaidCheckout = ReturnType<typeof createPaidCheckout>;
