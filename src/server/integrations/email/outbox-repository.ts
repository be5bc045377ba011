import { and, asc, desc, eq, inArray, lt, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { emailOutbox } from '../../db/schema.js';
import type { OutgoingEmail } from './email-message.js';

export const MAX_DELIVERY_ATTEMPTS = 5;

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
// the messages as one JSON array of OutboxValues. A caller may add a WHERE.
export function insertOutboxFromJson(mail: Placeholder) {
  return sql`
    insert into email_outbox (to_address, subject, text_body, html_body, ics_attachment)
    select m."toAddress", m."subject", m."textBody", m."htmlBody", m."icsAttachment"
    from json_to_recordset(${mail}::json)
      as m("toAddress" text, "subject" text, "textBody" text, "htmlBody" text, "icsAttachment" text)`;
}

export function createOutboxRepository(db: Database) {
  return {
    async enqueue(messages: OutgoingEmail[]) {
      if (messages.length === 0) return;
      await db.insert(emailOutbox).values(messages.map(outboxValues));
    },

    // Claims a batch so that two server processes never send the same message:
    // rows locked by one transaction are skipped by the other.
    async claimBatch(limit: number, process: (rows: OutboxRow[]) => Promise<Map<number, string | null>>) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select(outboxColumns)
          .from(emailOutbox)
          .where(and(eq(emailOutbox.status, 'pending'), lt(emailOutbox.attempts, MAX_DELIVERY_ATTEMPTS)))
          .orderBy(asc(emailOutbox.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (rows.length === 0) return 0;
        const results = await process(rows);
        const sent = rows.filter((r) => results.get(r.id) === null).map((r) => r.id);
        if (sent.length > 0) {
          await tx
            .update(emailOutbox)
            .set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${emailOutbox.attempts} + 1` })
            .where(inArray(emailOutbox.id, sent));
        }
        for (const row of rows) {
          const error = results.get(row.id);
          if (!error) continue;
          const attempts = row.attempts + 1;
          await tx
            .update(emailOutbox)
            .set({ attempts, lastError: error.slice(0, 500), status: attempts >= MAX_DELIVERY_ATTEMPTS ? 'failed' : 'pending' })
            .where(eq(emailOutbox.id, row.id));
        }
        return rows.length;
      });
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
