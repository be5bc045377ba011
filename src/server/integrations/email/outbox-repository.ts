import { desc, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { emailOutbox } from '../../db/schema.js';
import type { OutgoingEmail } from './email-message.js';

// The outbox keeps every message (the development mailbox and the metrics read
// it, with whether it was sent); its delivery is work on the one work queue
// (docs/decisions/0087-one-work-queue.md), one 'email' row per message.
export const MAX_DELIVERY_ATTEMPTS = 5;
export const EMAIL_WORK = 'email';

export type OutboxRow = {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  icsAttachment: string | null;
  attempts: number;
};

const outboxColumns = {
  id: emailOutbox.id,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  textBody: emailOutbox.textBody,
  htmlBody: emailOutbox.htmlBody,
  icsAttachment: emailOutbox.icsAttachment,
  attempts: emailOutbox.attempts,
};

export type OutboxValues = { toAddress: string; subject: string; textBody: string; htmlBody: string | null; icsAttachment: string | null };

// A message as its outbox row, for enqueue and for statements that queue mail together with another change.
export function outboxValues(m: OutgoingEmail): OutboxValues {
  return {
    toAddress: m.to,
    subject: m.subject,
    textBody: m.text,
    htmlBody: m.html ?? null,
    // The method travels with the content so the right MIME type is used on delivery.
    icsAttachment: m.invite ? JSON.stringify(m.invite) : null,
  };
}

// The insert that queues mail within another statement (a checkout's paid mark, a
// seat's ledger line), so both are written together or not at all: `mail` is
// the messages as one JSON array of OutboxValues. A caller may add a WHERE, and
// names this CTE `mail` so that deliverOutboxSql queues the delivery of its rows.
export function insertOutboxFromJson(mail: Placeholder | SQL) {
  return sql`
    insert into email_outbox (to_address, subject, text_body, html_body, ics_attachment)
    select m."toAddress", m."subject", m."textBody", m."htmlBody", m."icsAttachment"
    from json_to_recordset(${mail}::json)
      as m("toAddress" text, "subject" text, "textBody" text, "htmlBody" text, "icsAttachment" text)`;
}

// The delivery of the rows a `mail` CTE inserted (insertOutboxFromJson ... returning id), in the same statement.
// Keyed by the message's id: one delivery per message.
export function deliverOutboxSql(at: SQL) {
  return sql`
    insert into work_queue (kind, payload, key, max_attempts, run_at)
    select ${EMAIL_WORK}::text, json_build_object('outboxId', id)::jsonb, id::text, ${MAX_DELIVERY_ATTEMPTS}::int, ${at} from mail`;
}

export function createOutboxRepository(db: Database) {
  return {
    // The messages and their delivery, in one statement.
    async enqueue(messages: OutgoingEmail[], at: Date) {
      if (messages.length === 0) return;
      await db.execute(sql`
        with mail as (${insertOutboxFromJson(sql`${JSON.stringify(messages.map(outboxValues))}`)} returning id)
        ${deliverOutboxSql(sql`${at.toISOString()}::timestamptz`)}`);
    },

    // Work that writes e-mails (a checkout's request e-mails): the messages,
    // their delivery and the end of that work in one statement, so a worker
    // that dies before or after it leaves them written once or not at all.
    // False when the work was no longer this worker's (its lease ran out).
    async enqueueFinishing(messages: OutgoingEmail[], at: Date, work: { id: number; revision: number }, holder: string) {
      const result = (await db.execute(sql`
        with finished as (
          delete from work_queue where id = ${work.id} and revision = ${work.revision} and leased_by = ${holder} returning id),
        mail as (${insertOutboxFromJson(sql`${JSON.stringify(messages.map(outboxValues))}`)} where exists (select 1 from finished) returning id),
        delivery as (${deliverOutboxSql(sql`${at.toISOString()}::timestamptz`)})
        select count(*)::int as finished from finished`)) as unknown as { rows: Array<{ finished: number }> };
      return Number(result.rows[0]?.finished ?? 0) > 0;
    },

    // Messages written without their delivery (by a release before the work
    // queue, during an upgrade, or by hand) get it now; returns how many.
    async queueUndelivered(at: Date): Promise<number> {
      const result = (await db.execute(sql`
        insert into work_queue (kind, payload, key, max_attempts, run_at)
        select ${EMAIL_WORK}::text, json_build_object('outboxId', o.id)::jsonb, o.id::text, ${MAX_DELIVERY_ATTEMPTS}::int,
          ${at.toISOString()}::timestamptz
        from email_outbox o
        where o.status = 'pending'
          and not exists (select 1 from work_queue w where w.kind = ${EMAIL_WORK}::text and w.key = o.id::text)
        on conflict do nothing
        returning id`)) as unknown as { rows: unknown[] };
      return result.rows.length;
    },

    // The messages still to send among these.
    async pending(ids: number[]): Promise<OutboxRow[]> {
      if (ids.length === 0) return [];
      return db
        .select(outboxColumns)
        .from(emailOutbox)
        .where(sql`${inArray(emailOutbox.id, ids)} and ${emailOutbox.status} = 'pending'`);
    },

    async markSent(ids: number[]) {
      if (ids.length === 0) return;
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${emailOutbox.attempts} + 1` })
        .where(inArray(emailOutbox.id, ids));
    },

    // One failed attempt; the last one leaves the message failed.
    async markFailed(id: number, error: string, last: boolean) {
      await db
        .update(emailOutbox)
        .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: error.slice(0, 500), status: last ? 'failed' : 'pending' })
        .where(sql`${emailOutbox.id} = ${id}`);
    },

    // An admin retried the delivery: the message is pending again.
    async markPending(id: number) {
      await db
        .update(emailOutbox)
        .set({ status: 'pending' })
        .where(sql`${emailOutbox.id} = ${id} and ${emailOutbox.status} = 'failed'`);
    },

    async recent(limit: number) {
      return db
        .select({
          ...outboxColumns,
          status: emailOutbox.status,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
          lastError: emailOutbox.lastError,
        })
        .from(emailOutbox)
        .orderBy(desc(emailOutbox.id))
        .limit(limit);
    },
  };
}
