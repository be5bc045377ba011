// A checkout runs authorise -> insert booking -> capture -> mark paid. A server
// process that dies in between (kill -9, a crash, a deploy) leaves a booking
// whose payment is still pending: it holds the slot and maybe the client's
// money, and no request will ever come back for it. This job settles such
// bookings once they are clearly abandoned, by what the payment provider says
// really happened:
// - the money was captured: finish the checkout (ledger captured, booking
//   paid) and send the booking-request e-mails the request never sent;
// - only a hold (or nothing): undo it (booking cancelled, hold released). The
//   client saw an error, so charging them later for it would be a surprise.
import type { FastifyBaseLogger } from 'fastify';
import type { BookingsService } from '../features/bookings/service.js';
import type { LedgerRepository } from '../features/money/money-service.js';
import type { PaymentGateway } from '../integrations/payments/payment-gateway.js';
import type { Job } from './job-runner.js';
import type { JobsRepository } from './jobs-repository.js';
import { MINUTE_MS } from '../../shared/domain/time-units.js';

// A live checkout finishes within seconds (a slow provider included); this is
// far enough past that to never race a request still in flight.
export const INTERRUPTED_CHECKOUT_MS = 10 * MINUTE_MS;
export const INTERRUPTED_CHECKOUT_REASON = 'The checkout was interrupted before the payment went through. You have not been charged.';

type Deps = { repo: JobsRepository; bookings: BookingsService; ledger: LedgerRepository; gateway: PaymentGateway; log: FastifyBaseLogger };

export function interruptedCheckoutsJob({ repo, bookings, ledger, gateway, log }: Deps): Job {
  return {
    name: 'settle-interrupted-checkouts',
    run: async (now) => {
      let settled = 0;
      for (const row of await repo.unsettledCheckouts(gateway.provider, new Date(now.getTime() - INTERRUPTED_CHECKOUT_MS))) {
        try {
          const intent = await gateway.getIntent(row.intentId);
          if (row.ledgerStatus === 'captured' || intent?.status === 'succeeded') {
            await bookings.finishInterruptedCheckout(row.bookingId, row.ledgerId, now);
          } else {
            // The hold first: if releasing fails, the booking stays as it is for the next run.
            if (intent?.status === 'requires_capture') await gateway.cancel(row.intentId);
            if (!(await bookings.cancelInterruptedCheckout(row.bookingId, INTERRUPTED_CHECKOUT_REASON, now))) continue;
            await ledger.update(row.ledgerId, ['authorized'], { status: 'released', failureReason: INTERRUPTED_CHECKOUT_REASON }, now);
          }
          settled += 1;
        } catch (error) {
          // The next run tries again; one bad row must not stop the others.
          log.warn({ err: error, bookingId: row.bookingId }, 'could not settle an interrupted checkout');
        }
      }
      return settled;
    },
  };
}
