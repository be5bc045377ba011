// E-mail is written to the outbox table inside the request (cheap, cannot fail
// on a mail server) and delivered afterwards. With SMTP_URL the messages go
// out through nodemailer's SMTP transport; without it they are printed to the
// log as the outbox holds them, and the development mailbox lists them. A
// failing mail server never fails the request that caused the e-mail:
// delivery is retried up to MAX_DELIVERY_ATTEMPTS times.
// nodemailer is loaded by the first SMTP delivery pass, not at server start-up
// (bench/startup): most starts send no e-mail for a while, or none at all.
// Without SMTP it is not loaded at all: it used to render every message into
// a MIME text nobody read, 7% of a checkout's server time under load
// (docs/decisions/0050-checkout-cpu.md).
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { CalendarInvite, OutgoingEmail } from './email-message.js';
import { createOutboxRepository, type OutboxRow } from './outbox-repository.js';

export type EmailDelivery = {
  mode: 'smtp' | 'log';
  enqueue: (messages: OutgoingEmail[]) => Promise<void>;
  // For rows another statement queued: deliver soon, outside the request.
  deliverSoon: () => void;
  deliverPending: () => Promise<number>;
  recent: (limit: number) => ReturnType<ReturnType<typeof createOutboxRepository>['recent']>;
};

// A pass claims this many rows per transaction, marking them sent at its end:
// over SMTP a crash in a batch re-sends at most that many; printing to the log
// is quick, so a larger batch there takes fewer transactions under load.
const SMTP_BATCH = 20;
const LOG_BATCH = 100;
// How long the first message waits for others to share its delivery pass
// (each pass is a transaction of four statements; under load a pass per
// reply would cost a checkout up to a statement or two more).
const DELIVERY_DELAY_MS = 200;

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

export function createEmailDelivery(db: Database, config: AppConfig, log: FastifyBaseLogger, transport?: Transporter): EmailDelivery {
  const outbox = createOutboxRepository(db);
  const smtpUrl = config.email.smtpUrl;
  let smtpTransport: Promise<Transporter | undefined> | undefined;
  // With SMTP_URL (or a transport given by a test) the real one; undefined prints to the log.
  const loadTransport = () =>
    (smtpTransport ??=
      transport || !smtpUrl
        ? Promise.resolve(transport)
        : import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
  // Passes in this process run one after another (a pass started while another
  // holds row locks would skip those rows and report them as not delivered);
  // other processes are kept apart by the row locks themselves.
  let queue: Promise<unknown> = Promise.resolve();
  function nextPass(onStart?: () => void): Promise<number> {
    const pass = queue.then(() => {
      onStart?.();
      return drain();
    });
    queue = pass.catch(() => 0);
    return pass;
  }

  async function deliverBatch(smtp: Transporter | undefined, rows: OutboxRow[]) {
    const results = new Map<number, string | null>();
    for (const row of rows) {
      try {
        if (smtp) {
          await smtp.sendMail(toMail(row, config.email.from));
        } else {
          log.info({ to: row.toAddress, subject: row.subject }, `e-mail (outbox mode, not sent):\n${row.textBody}`);
        }
        results.set(row.id, null);
      } catch (error) {
        results.set(row.id, error instanceof Error ? error.message : String(error));
        log.warn({ err: error, to: row.toAddress }, 'e-mail delivery failed; will retry');
      }
    }
    return results;
  }

  async function drain(): Promise<number> {
    // Loaded before any rows are locked, so the first pass holds no lock while nodemailer loads.
    const smtp = await loadTransport();
    let total = 0;
    for (;;) {
      const batchSize = smtp ? SMTP_BATCH : LOG_BATCH;
      const count = await outbox.claimBatch(batchSize, (rows) => deliverBatch(smtp, rows));
      total += count;
      if (count < batchSize) return total;
    }
  }

  // One pass waiting to start serves every message queued before it starts:
  // under load, a pass per request would mostly find nothing, each one a
  // transaction on a pooled connection the requests need.
  let passWaiting = false;
  function deliverSoon() {
    if (passWaiting) return;
    passWaiting = true;
    // Outside the request; errors are logged, never thrown to the caller.
    // Unref'd: a pass still waiting never keeps a stopping process alive (the job runner delivers what is left).
    setTimeout(() => {
      nextPass(() => (passWaiting = false)).catch((error: unknown) => log.warn({ err: error }, 'e-mail delivery pass failed'));
    }, DELIVERY_DELAY_MS).unref();
  }

  return {
    mode: transport || smtpUrl ? 'smtp' : 'log',
    async enqueue(messages) {
      await outbox.enqueue(messages);
      deliverSoon();
    },
    deliverSoon,
    deliverPending: () => nextPass(),
    recent: (limit) => outbox.recent(limit),
  };
}
