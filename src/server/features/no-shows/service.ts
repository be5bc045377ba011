// No-shows (docs/product/no-shows.md): the coach marks the client absent, the client reports the
// coach absent, the coach disputes, an admin decides, and the job refunds reports left undisputed.
// The booking itself is read and refunded through the bookings service, so "who may see this
// booking" and "how a refund is made" have one home.
import {
  disputeRefusal,
  disputeUntil,
  markClientAbsentRefusal,
  NO_SHOW_MESSAGES,
  reportCoachAbsentRefusal,
} from '../../../shared/domain/no-shows.js';
import { centsToDollars } from '../../../shared/domain/money.js';
import type { TBooking } from '../../../shared/schemas/bookings.js';
import { NO_SHOW_DECISION_MESSAGES, type TNoShowCase, type TNoShowDecisionRequest } from '../../../shared/schemas/no-shows.js';
import type { Database } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../errors/domain-errors.js';
import { toNoShowView, type Viewer } from '../bookings/booking-view.js';
import type { BookingsService } from '../bookings/service.js';
import { createNoShowsRepository } from './repository.js';

const REFUND_REASONS = {
  undisputed: 'The client reported the coach absent and the coach did not dispute it within 48 hours.',
  decided: 'An admin upheld the client’s report that the coach was absent.',
} as const;

export function createNoShowsService({ db, bookings, now }: { db: Database; bookings: BookingsService; now: () => Date }) {
  const repo = createNoShowsRepository(db);
  const messaging = bookings.messaging;

  // The booking as the viewer may see it (404 otherwise) and its current report, with the window's facts.
  async function load(viewer: Viewer, bookingId: number) {
    const booking = await bookings.getBooking(viewer, bookingId);
    const report = (await repo.find(bookingId)) ?? null;
    return { booking, report, held: { status: booking.status, endTime: new Date(booking.endTime) } };
  }

  // Makes the full refund of an upheld report (repeat-safe; the refund job retries a failed one).
  async function refund(bookingId: number, changedBy: number | null, reason: string) {
    await bookings.cancelForNoShow(bookingId, changedBy, reason);
  }

  return {
    // The routes admit only coaches, so a coach who can see the booking is its coach.
    async markClientAbsent(viewer: Viewer, bookingId: number, statement: string): Promise<TBooking> {
      const { report, held } = await load(viewer, bookingId);
      const refusal = markClientAbsentRefusal(held, report, now());
      if (refusal) throw new ConflictError(refusal);
      if (!(await repo.markClientAbsent(bookingId, statement, now()))) throw new ConflictError(NO_SHOW_MESSAGES.alreadyReported);
      await messaging?.noShow(bookingId, 'client-absent', null);
      return bookings.getBooking(viewer, bookingId);
    },

    // The routes admit only clients, so a client who can see the booking is its client.
    async reportCoachAbsent(viewer: Viewer, bookingId: number, statement: string): Promise<TBooking> {
      const { report, held } = await load(viewer, bookingId);
      const refusal = reportCoachAbsentRefusal(held, report, now());
      if (refusal) throw new ConflictError(refusal);
      const until = disputeUntil(now());
      const state = await repo.reportCoachAbsent(bookingId, statement, now(), until);
      if (!state) throw new ConflictError(NO_SHOW_MESSAGES.alreadyReported);
      await messaging?.noShow(bookingId, state === 'disputed' ? 'disputed' : 'coach-absent-reported', until);
      return bookings.getBooking(viewer, bookingId);
    },

    async dispute(viewer: Viewer, bookingId: number, statement: string): Promise<TBooking> {
      const { report } = await load(viewer, bookingId);
      const refusal = disputeRefusal(report, now());
      if (refusal) throw new ConflictError(refusal);
      if (!(await repo.dispute(bookingId, statement, now()))) {
        throw new ConflictError(disputeRefusal((await repo.find(bookingId)) ?? null, now()) ?? NO_SHOW_MESSAGES.noReport);
      }
      await messaging?.noShow(bookingId, 'disputed', null);
      return bookings.getBooking(viewer, bookingId);
    },

    async queue(): Promise<TNoShowCase[]> {
      const rows = await repo.disputed();
      return rows.flatMap((row) =>
        row.noShow
          ? [
              {
                ...toNoShowView(row.noShow),
                bookingId: row.bookingId,
                coachName: `${row.coachFirstName} ${row.coachLastName}`,
                clientName: `${row.clientFirstName} ${row.clientLastName}`,
                startTime: row.startTime.toISOString(),
                endTime: row.endTime.toISOString(),
                totalPrice: centsToDollars(row.totalPriceCents),
                paymentStatus: row.paymentStatus,
              },
            ]
          : [],
      );
    },

    async decide(admin: Viewer, bookingId: number, input: TNoShowDecisionRequest): Promise<void> {
      const report = await repo.find(bookingId);
      if (!report) throw new NotFoundError(NO_SHOW_DECISION_MESSAGES.caseNotFound);
      const note = input.note ? input.note : null;
      if (!(await repo.decide(bookingId, input.refund, admin.id, note, now()))) throw new ConflictError(NO_SHOW_MESSAGES.notDisputed);
      if (input.refund) await refund(bookingId, admin.id, REFUND_REASONS.decided);
      await messaging?.noShow(bookingId, input.refund ? 'decided-refund' : 'decided-no-refund', null);
    },

    // For the job: the reports left undisputed, and refunds a stopped process left half done.
    refundsDue: (at: Date, bookingIds?: number[]) => repo.refundsDue(at, bookingIds),

    // Refunds one of them in full; the cancellation e-mails tell both parties. Repeat-safe.
    async settle(bookingId: number, at: Date): Promise<boolean> {
      await repo.settleUndisputed(bookingId, at);
      if ((await repo.find(bookingId))?.state !== 'refunded') return false;
      await refund(bookingId, null, REFUND_REASONS.undisputed);
      return true;
    },
  };
}

export type NoShowsService = ReturnType<typeof createNoShowsService>;
