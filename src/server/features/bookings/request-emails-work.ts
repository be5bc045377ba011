// A paid checkout's booking-request e-mails as queued work
// (docs/decisions/0087-one-work-queue.md): the statement that marks the
// booking paid queues the booking's id (and the zone the checkout page
// reported); a worker of the queue writes the e-mails, in three languages with
// their invitations, outside the request, and queues their delivery in the
// same statement that ends the work, so they are written exactly once
// (docs/decisions/0034-fast-checkout.md).
import type { OutgoingEmail } from '../../integrations/email/email-message.js';
import type { WorkHandler } from '../../integrations/work-queue/work-queue.js';
import type { ClaimedWork } from '../../integrations/work-queue/work-queue-repository.js';
import { MINUTE_MS } from '../../../shared/domain/time-units.js';

export const REQUEST_EMAILS_WORK = 'booking-request-emails';

export function requestEmailsHandler({
  write,
  enqueueFinishing,
  now,
}: {
  // The e-mails of one booking, written in timeZone when given; throws to be retried.
  write: (bookingId: number, timeZone: string | undefined) => Promise<OutgoingEmail[]>;
  // Queues them and ends the work in one statement (outbox-repository.ts).
  enqueueFinishing: (messages: OutgoingEmail[], at: Date, work: ClaimedWork) => Promise<boolean>;
  now: () => Date;
}): WorkHandler {
  return {
    backoff: { firstMs: 10_000, longestMs: 30 * MINUTE_MS },
    batch: 50,
    async run(jobs) {
      const outcomes: Array<string | null> = [];
      for (const job of jobs) {
        try {
          const timeZone = typeof job.payload.timeZone === 'string' ? job.payload.timeZone : undefined;
          const messages = await write(Number(job.payload.bookingId), timeZone);
          // Written by this worker, or by the one that took it over: either way done here.
          await enqueueFinishing(messages, now(), job);
          outcomes.push(null);
        } catch (error) {
          outcomes.push((error instanceof Error ? error.message : String(error)) || 'failed');
        }
      }
      return outcomes;
    },
  };
}
