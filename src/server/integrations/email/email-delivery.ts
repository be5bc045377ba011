// E-mail is written to the outbox table inside the request (cheap, cannot fail
// on a mail server) and delivered afterwards by the work queue's workers
// (docs/decisions/0087-one-work-queue.md): one 'email' row per message, queued
// in the statement that writes the message. With SMTP_URL the messages go
// out through nodemailer's SMTP transport; without it they are printed to the
// log as the outbox holds them, and the development mailbox lists them. A
// failing mail server never fails the request that caused the e-mail:
// delivery is retried by the queue's backoff up to MAX_DELIVERY_ATTEMPTS times.
// nodemailer is loaded by the first SMTP delivery, not at server start-up
// (bench/startup): most starts send no e-mail for a while, or none at all.
// Without SMTP it is not loaded at all: it used to render every message into
// a MIME text nobody read, 7% of a checkout's server time under load
// (docs/decisions/0050-checkout-cpu.md).
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { MINUTE_MS } from '../../../shared/domain/time-units.js';
import { createWorkQueue, type WorkQueue } from '../work-queue/work-queue.js';
import type { ClaimedWork } from '../work-queue/work-queue-repository.js';
import type { CalendarInvite, OutgoingEmail } from './email-message.js';
import { createOutboxRepository, EMAIL_WORK, type OutboxRow } from './outbox-repository.js';

export type EmailDelivery = {
  mode: 'smtp' | 'log';
  enqueue: (messages: OutgoingEmail[]) => Promise<void>;
  // For queued work that writes e-mails: the messages, their delivery and the end of the work in one statement.
  enqueueFinishing: (messages: OutgoingEmail[], at: Date, work: ClaimedWork) => Promise<boolean>;
  // For rows another statement queued: a running worker delivers them soon.
  deliverSoon: () => void;
  // Delivers what is queued now, messages waiting out a failure's backoff too.
  deliverPending: () => Promise<number>;
  // Gives messages written without their delivery (an older release, by hand) one.
  queueUndelivered: (at: Date) => Promise<number>;
  recent: (limit: number) => ReturnType<ReturnType<typeof createOutboxRepository>['recent']>;
};

// Messages claimed per pass: over SMTP a worker that dies in a batch re-sends
// at most that many once its lease ends; printing to the log is quick, so a
// larger batch there takes fewer statements under load.
const SMTP_BATCH = 20;
const LOG_BATCH = 100;
// A mail server that refuses: tried again after 1 min, 2, 4, ... at most an hour apart.
export const EMAIL_BACKOFF = { firstMs: MINUTE_MS, longestMs: 60 * MINUTE_MS };

type MailOptions = Parameters<Transporter['sendMail']>[0];

function toMail(row: OutboxRow, from: string): MailOptions {
  const invite = row.icsAttachment ? (JSON.parse(row.icsAttachment) as CalendarInvite) : undefined;
  return {
    from,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody ?? undefined,
    // Calendar clients show Accept/Decline for a text/calendar part with a METHOD.
    icalEvent: invite ? { method: invite.method, filename: invite.filename, content: invite.content } : undefined,
  };
}

export function createEmailDelivery(
  db: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
  transport?: Transporter,
  // The app's queue (src/server/jobs/background.ts); a delivery on its own (tests) makes one.
  { queue, now = () => new Date() }: { queue?: WorkQueue; now?: () => Date } = {},
): EmailDelivery {
  const outbox = createOutboxRepository(db);
  const work = queue ?? createWorkQueue({ db, now, log });
  const smtpUrl = config.email.smtpUrl;
  let smtpTransport: Promise<Transporter | undefined> | undefined;
  // With SMTP_URL (or a transport given by a test) the real one; undefined prints to the log.
  const loadTransport = () =>
    (smtpTransport ??=
      transport || !smtpUrl
        ? Promise.resolve(transport)
        : import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));

  async function send(smtp: Transporter | undefined, row: OutboxRow): Promise<string | null> {
    try {
      if (smtp) {
        await smtp.sendMail(toMail(row, config.email.from));
      } else {
        log.info({ to: row.toAddress, subject: row.subject }, `e-mail (outbox mode, not sent):\n${row.textBody}`);
      }
      return null;
    } catch (error) {
      log.warn({ err: error, to: row.toAddress }, 'e-mail delivery failed; will retry');
      return (error instanceof Error ? error.message : String(error)) || 'failed';
    }
  }

  const mode = transport || smtpUrl ? 'smtp' : 'log';
  work.handle(EMAIL_WORK, {
    backoff: EMAIL_BACKOFF,
    batch: mode === 'smtp' ? SMTP_BATCH : LOG_BATCH,
    async run(jobs) {
      const smtp = await loadTransport();
      const ids = jobs.map((job) => Number(job.payload.outboxId));
      const rows = new Map((await outbox.pending(ids)).map((row) => [row.id, row]));
      const outcomes: Array<string | null> = [];
      for (const [i, job] of jobs.entries()) {
        const row = rows.get(ids[i] ?? 0);
        // Already sent (or gone): nothing left to do.
        outcomes.push(row ? await send(smtp, row) : null);
        const error = outcomes[i];
        if (row && error) await outbox.markFailed(row.id, error, job.attempts >= job.maxAttempts);
      }
      await outbox.markSent(ids.filter((id, i) => rows.has(id) && outcomes[i] === null));
      return outcomes;
    },
  });

  return {
    mode,
    async enqueue(messages) {
      await outbox.enqueue(messages, now());
      work.wake();
    },
    async enqueueFinishing(messages, at, claimed) {
      const finished = await outbox.enqueueFinishing(messages, at, claimed, work.holder);
      if (finished && messages.length > 0) work.wake();
      return finished;
    },
    deliverSoon: () => work.wake(),
    queueUndelivered: (at) => outbox.queueUndelivered(at),
    deliverPending: () => work.drain(now(), { now: [EMAIL_WORK] }),
    recent: (limit) => outbox.recent(limit),
  };
}
