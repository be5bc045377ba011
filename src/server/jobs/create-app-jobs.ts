// The app's job runner with every job wired to the same services the routes use.
import { listingRuleOf } from '../db/queries/listable-coach.js';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { createAuthService } from '../features/auth/service.js';
import type { BookingMessaging } from '../features/bookings/messaging.js';
import { createBookingsService } from '../features/bookings/service.js';
import { createBusyCalendarService } from '../features/busy-calendar/service.js';
import { createCalDavService, type CalDavWriter } from '../features/caldav/service.js';
import { createNoShowsService } from '../features/no-shows/service.js';
import { createProgramNotices } from '../features/programs/service.js';
import { createMoneyService, renewalNotifier } from '../features/money/money-service.js';
import type { EmailDelivery } from '../integrations/email/email-delivery.js';
import { createMembershipBilling, createPaymentGateway, createSavedCardGateway } from '../integrations/payments/create-payment-gateway.js';
import { rateLimitCleanupJob } from './rate-limit-cleanup-job.js';
import { bookingJobs } from './booking-jobs.js';
import { createJobRunner, type JobObserver, type JobRunner } from './job-runner.js';
import { createJobsRepository } from './jobs-repository.js';
import { interruptedCheckoutsJob } from './interrupted-checkouts.js';
import { maintenanceJobs } from './maintenance-jobs.js';
import { moneyJobs } from './money-jobs.js';
import { programJobs } from './program-jobs.js';
import type { WorkQueue } from '../integrations/work-queue/work-queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    // Started by main.ts; tests call app.jobs.runDueJobs(now) themselves.
    jobs: JobRunner;
    // The one work queue (docs/decisions/0087-one-work-queue.md); tests drain it before reading what its workers write.
    workQueue: WorkQueue;
    emailDelivery: EmailDelivery;
    calendarWrites: CalDavWriter;
  }
}

type Deps = {
  config: AppConfig;
  database: DatabaseHandle;
  now: () => Date;
  log: FastifyBaseLogger;
  email: EmailDelivery;
  queue: WorkQueue;
  messaging: BookingMessaging;
  observe?: JobObserver;
  calendarWrites: CalDavWriter;
};

export function createAppJobs({ config, database, now, log, email, queue, messaging, observe, calendarWrites }: Deps): JobRunner {
  const db = database.db;
  const gateway = createPaymentGateway(db, now, config.payments);
  const repo = createJobsRepository(db);
  const bookings = createBookingsService({
    db,
    gateway,
    now,
    listing: listingRuleOf(config.payments),
    messaging,
    cards: createSavedCardGateway(db, now, config.payments),
  });
  const noShows = createNoShowsService({ db, bookings, now });
  const auth = createAuthService({ db, config, now });
  const money = createMoneyService({ db, now });
  const { ledger } = money;
  const busyCalendars = createBusyCalendarService({ db, config, now, log });
  const caldav = createCalDavService({ db, config, now, log });
  const { transfers, programTransfers, reconciliation } = money.coachPayouts({ payments: config.payments, beta: config.beta, log });
  const packages = money.packages(gateway, renewalNotifier({ db, config, email }), createMembershipBilling(config.payments));
  return createJobRunner({
    now,
    log,
    intervalMs: config.jobsIntervalMs,
    observe,
    jobs: [
      // Before the booking jobs, so a rescued booking is seen by them in the same run.
      interruptedCheckoutsJob({ repo, bookings, ledger, gateway, log }),
      // A series paid by card: each session charged once its full-refund cutoff passes; a refused card cancels it
      // (docs/decisions/0079-series-paid-by-card-on-file.md). Before the booking jobs, so a session cancelled here
      // is not reminded of in the same run.
      {
        name: 'charge-series-sessions',
        takesBookingScope: true,
        run: (at, scope) => bookings.chargeDueSeriesSessions(at, scope?.bookingIds),
      },
      ...bookingJobs({ repo, bookings, noShows, messaging, log }),
      // After the booking jobs, so a session completed in this run is scheduled in it too.
      ...moneyJobs({ transfers, programTransfers, reconciliation, packages: packages.purchases, memberships: packages.memberships }),
      // Group programs (docs/product/programs.md): offers that lapsed pass on; programs short of their minimum are cancelled.
      ...programJobs({ seats: money.programSeats(gateway), notices: createProgramNotices({ db, config, email, now }) }),
      rateLimitCleanupJob(db),
      // Every 15 minutes per calendar (docs/decisions/0046-busy-calendars.md); a failed fetch is recorded, never thrown.
      { name: 'sync-busy-calendars', run: (at) => busyCalendars.syncDue(at) },
      // CalDAV (docs/decisions/0057-caldav-sync.md): reads every 5 minutes per connection, writes retried with backoff.
      { name: 'sync-caldav-calendars', run: (at) => caldav.syncDue(at) },
      { name: 'write-caldav-events', run: (at) => calendarWrites.processDue(at) },
      ...maintenanceJobs({ repo, ledger, gateway, queue, email, deleteExpiredSessions: (at) => auth.deleteExpiredSessions(at), log }),
    ],
  });
}
