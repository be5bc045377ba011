// What buildApp creates once per app for work that happens outside requests:
// the e-mail delivery (one outbox per app), the booking messaging (meeting
// links and e-mails) and the job runner. Exposed on the app as app.jobs and
// app.emailDelivery for main.ts and the tests.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { createBookingMessaging } from '../features/bookings/messaging.js';
import { createEmailDelivery } from '../integrations/email/email-delivery.js';
import { createMeetingProvider } from '../integrations/meetings/create-meeting-provider.js';
import type { MeetingProvider } from '../integrations/meetings/meeting-provider.js';
import type { LivePublisher } from '../integrations/live-events/live-bus.js';
import { createAppJobs } from './create-app-jobs.js';
import type { JobObserver } from './job-runner.js';
import { createCalDavWriter } from '../features/caldav/service.js';

export function createBackground(
  app: FastifyInstance,
  {
    config,
    database,
    now,
    meetings,
    observeJob,
    live,
  }: {
    config: AppConfig;
    database: DatabaseHandle;
    now: () => Date;
    meetings?: MeetingProvider;
    observeJob?: JobObserver;
    live?: LivePublisher;
  },
) {
  const email = createEmailDelivery(database.db, config, app.log);
  const calendarWrites = createCalDavWriter({ db: database.db, config, now, log: app.log });
  const messaging = createBookingMessaging({
    calendarWrites,
    db: database.db,
    config,
    email,
    meetings: meetings ?? createMeetingProvider(config.meetings),
    log: app.log,
    now,
    live,
  });
  const jobs = createAppJobs({ config, database, now, log: app.log, email, messaging, observe: observeJob, calendarWrites });
  app.decorate('jobs', jobs);
  app.decorate('emailDelivery', email);
  app.decorate('calendarWrites', calendarWrites);
  // Never leave a timer behind when the app closes (tests, shutdown).
  app.addHook('onClose', async () => {
    await jobs.stop();
    await calendarWrites.idle();
  });
  return { email, messaging, jobs, calendarWrites };
}
