// What buildApp creates once per app for work that happens outside requests:
// the work queue (docs/decisions/0087-one-work-queue.md) and its handlers,
// the e-mail delivery (one outbox per app), the booking messaging (meeting
// links and e-mails) and the job runner. Exposed on the app as app.jobs,
// app.workQueue and app.emailDelivery for main.ts and the tests. Starting the
// jobs (RUN_JOBS, docs/operations.md) starts the queue's workers too.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { createBookingMessaging } from '../features/bookings/messaging.js';
import { createEmailDelivery } from '../integrations/email/email-delivery.js';
import { createMeetingProvider } from '../integrations/meetings/create-meeting-provider.js';
import type { MeetingProvider } from '../integrations/meetings/meeting-provider.js';
import type { LivePublisher } from '../integrations/live-events/live-bus.js';
import { createAppJobs } from './create-app-jobs.js';
import type { JobObserver, JobRunner } from './job-runner.js';
import { createWorkQueue, type WorkObserver } from '../integrations/work-queue/work-queue.js';
import { createCalDavWriter } from '../features/caldav/service.js';

export function createBackground(
  app: FastifyInstance,
  {
    config,
    database,
    now,
    meetings,
    observeJob,
    observeWork,
    live,
  }: {
    config: AppConfig;
    database: DatabaseHandle;
    now: () => Date;
    meetings?: MeetingProvider;
    observeJob?: JobObserver;
    observeWork?: WorkObserver;
    live?: LivePublisher;
  },
) {
  const queue = createWorkQueue({ db: database.db, now, log: app.log, observe: observeWork });
  const email = createEmailDelivery(database.db, config, app.log, undefined, { queue, now });
  const calendarWrites = createCalDavWriter({ db: database.db, config, now, log: app.log, queue });
  const messaging = createBookingMessaging({
    calendarWrites,
    db: database.db,
    config,
    email,
    meetings: meetings ?? createMeetingProvider(config.meetings),
    log: app.log,
    now,
    live,
    queue,
  });
  const runner = createAppJobs({ config, database, now, log: app.log, email, queue, messaging, observe: observeJob, calendarWrites });
  const jobs: JobRunner = {
    runDueJobs: runner.runDueJobs,
    start(options) {
      runner.start(options);
      queue.start();
    },
    async stop() {
      await Promise.all([runner.stop(), queue.stop()]);
    },
  };
  app.decorate('jobs', jobs);
  app.decorate('workQueue', queue);
  app.decorate('emailDelivery', email);
  app.decorate('calendarWrites', calendarWrites);
  // Never leave a timer behind when the app closes (tests, shutdown).
  app.addHook('onClose', async () => {
    await jobs.stop();
    await calendarWrites.idle();
  });
  return { email, messaging, jobs, calendarWrites, queue };
}
