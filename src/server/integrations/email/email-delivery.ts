// E-mail is written to the outbox table inside the request (cheap, cannot fail
// on a mail server) and delivered afterwards. With SMTP_URL the messages go
// out through nodemailer's SMTP transport; without it they are rendered by
// nodemailer all the same and printed to the log, and the development mailbox
// lists them. A failing mail server never fails the request that caused the
// e-mail: delivery is retried up to MAX_DELIVERY_ATTEMPTS times.
// nodemailer is loaded by the first delivery pass, not at server start-up
// (bench/startup): most starts send no e-mail for a while, or none at all.
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

type MailOptions = Parameters<Transporter['sendMail']>[0];

// With SMTP_URL the real one; the renderer formats messages for the log otherwise.
type Transports = { smtp: Transporter | undefined; renderer: Transporter };

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
  let transports: Promise<Transports> | undefined;
  const loadTransports = () =>
    (transports ??= import('nodemailer').then(({ default: nodemailer }) => ({
      smtp: transport ?? (smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined),
      renderer: nodemailer.createTransport({ jsonTransport: true }),
    })));
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

  async function deliverBatch({ smtp, renderer }: Transports, rows: OutboxRow[]) {
    const results = new Map<number, string | null>();
    for (const row of rows) {
      try {
        if (smtp) {
          await smtp.sendMail(toMail(row, config.email.from));
        } else {
          await renderer.sendMail(toMail(row, config.email.from));
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
    const transports = await loadTransports();
    let total = 0;
    for (;;) {
      const count = await outbox.claimBatch(20, (rows) => deliverBatch(transports, rows));
      total += count;
      if (count < 20) return total;
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
    setImmediate(() => {
      nextPass(() => (passWaiting = false)).catch((error: unknown) => log.warn({ err: error }, 'e-mail delivery pass failed'));
    });
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
