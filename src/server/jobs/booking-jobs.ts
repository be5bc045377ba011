// The jobs that move bookings along the clock (docs/product/booking-lifecycle.md#automatic-changes and docs/product/emails-and-jobs.md#scheduled-jobs).
import type { FastifyBaseLogger } from 'fastify';
import { ConflictError, NotFoundError } from '../errors/domain-errors.js';
import type { BookingMessaging } from '../features/bookings/messaging.js';
import type { BookingsService } from '../features/bookings/service.js';
import type { NoShowsService } from '../features/no-shows/service.js';
import type { Job } from './job-runner.js';
import type { JobsRepository } from './jobs-repository.js';
import { DAY_MS } from '../../shared/domain/time-units.js';

export const REMINDER_WINDOW_MS = DAY_MS;

type Deps = {
  repo: JobsRepository;
  bookings: BookingsService;
  noShows: NoShowsService;
  messaging: BookingMessaging;
  log: FastifyBaseLogger;
};

export function bookingJobs({ repo, bookings, noShows, messaging, log }: Deps): Job[] {
  // One booking failing (say, the payment provider is down) must not hold up the rest.
  // A 409 means another process, the coach or the client changed it first: nothing to do.
  async function each(ids: number[], act: (id: number) => Promise<unknown>): Promise<number> {
    let done = 0;
    for (const id of ids) {
      try {
        if ((await act(id)) !== false) done += 1;
      } catch (error) {
        if (error instanceof ConflictError || error instanceof NotFoundError) continue;
        log.warn({ err: error, bookingId: id }, 'booking job step failed; will retry');
      }
    }
    return done;
  }

  return [
    {
      // confirmed -> completed once the session has ended; the status change sends the review request.
      name: 'complete-ended-sessions',
      takesBookingScope: true,
      run: async (now, scope) =>
        each(await repo.confirmedEndedBy(now, scope), (id) => bookings.changeStatusBySystem(id, 'completed', 'The session has ended.')),
    },
    {
      // A request the coach never confirmed expires at its start time and is refunded in full.
      name: 'expire-unconfirmed-requests',
      takesBookingScope: true,
      run: async (now, scope) =>
        each(await repo.pendingStartedBy(now, scope), (id) =>
          bookings.changeStatusBySystem(id, 'cancelled', 'The coach did not confirm before the start time.'),
        ),
    },
    {
      // Retries links the provider failed to create at confirmation (that also sends the confirmation e-mails).
      name: 'create-missing-meeting-links',
      takesBookingScope: true,
      run: async (now, scope) => {
        let created = 0;
        for (const id of await repo.confirmedWithoutLink(now, scope)) if (await messaging.ensureMeetingLink(id)) created += 1;
        return created;
      },
    },
    {
      // reminder_sent_at is claimed first, so a reminder goes once even with concurrent runs.
      name: 'send-reminders',
      takesBookingScope: true,
      run: async (now, scope) => {
        const claimed = await repo.claimReminders(now, REMINDER_WINDOW_MS, scope);
        for (const id of claimed) await messaging.reminder(id);
        return claimed.length;
      },
    },
    {
      // A no-show report the coach did not dispute within 48 hours refunds the client in full (docs/product/no-shows.md).
      name: 'refund-undisputed-no-shows',
      takesBookingScope: true,
      run: async (now, scope) => each(await noShows.refundsDue(now, scope?.bookingIds), (id) => noShows.settle(id, now)),
    },
    {
      name: 'retry-refunds',
      takesBookingScope: true,
      run: async (_now, scope) => each(await repo.cancelledStillPaid(scope), (id) => bookings.retryRefund(id)),
    },
  ];
}
