// The end of a checkout whose money was captured, whoever ends it: the request
// itself, or the job that finishes checkouts a crash interrupted
// (src/server/jobs/interrupted-checkouts.ts). The booking-request e-mails are
// written first and queued by the same statement that marks the booking paid,
// so they go exactly once, and never for a booking that was not paid
// (docs/decisions/0034-fast-checkout.md).
import { outboxValues } from '../../integrations/email/outbox-repository.js';
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
    const request = messaging ? await messaging.requestEmails(bookingId, zone?.timeZone, contacts) : undefined;
    // Most checkouts report the zone the account already has: no write then.
    if (zone && request?.storedClientTimeZone !== zone.timeZone) await repo.setUserTimeZone(zone.clientId, zone.timeZone, now);
    const messages = request?.messages ?? [];
    const paid = await repo.markPaid(bookingId, ledgerRowId, messages.map(outboxValues), now);
    if (paid && messages.length > 0) messaging?.deliverSoon();
    return paid;
  };
}

export type FinishPaidCheckout = ReturnType<typeof createPaidCheckout>;
