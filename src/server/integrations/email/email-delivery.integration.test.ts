import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { emailOutbox } from '../../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { createEmailDelivery } from './email-delivery.js';
import { MAX_DELIVERY_ATTEMPTS } from './outbox-repository.js';

const log = pino({ level: 'silent' });
let database: TestDatabase;
let smtp: SMTPServer;
let smtpUrl: string;
const received: Array<{ to: string[]; raw: string }> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

const invite = { filename: 'session.ics', method: 'REQUEST' as const, content: 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR' };

describe('e-mail delivery', () => {
  it('delivers queued messages over SMTP, with the calendar invitation attached, exactly once', async () => {
    const delivery = createEmailDelivery(database.db, loadConfig({ SMTP_URL: smtpUrl }), log);
    expect(delivery.mode).toBe('smtp');
    await delivery.enqueue([
      { to: 'client@example.com', subject: 'Your session is confirmed', text: 'See you soon.', invite },
      { to: 'coach@example.com', subject: 'New booking request', text: 'Please confirm.' },
    ]);
    await delivery.deliverPending();
    await delivery.deliverPending();
    const mine = received.filter((m) => m.to[0] === 'client@example.com' || m.to[0] === 'coach@example.com');
    expect(mine).toHaveLength(2);
    const confirmation = mine.find((m) => m.to[0] === 'client@example.com');
    expect(confirmation?.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(confirmation?.raw).toContain('Subject: Your session is confirmed');
    const rows = await database.db.select({ status: emailOutbox.status }).from(emailOutbox);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });

  it('never throws at the caller when the mail server is down, and retries a bounded number of times', async () => {
    const delivery = createEmailDelivery(database.db, loadConfig({ SMTP_URL: 'smtp://127.0.0.1:1' }), log);
    await expect(delivery.enqueue([{ to: 'nobody@example.com', subject: 'Reminder', text: 'Tomorrow.' }])).resolves.toBeUndefined();
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS + 1; i++) await delivery.deliverPending();
    const [row] = await database.db
      .select({ status: emailOutbox.status, attempts: emailOutbox.attempts, lastError: emailOutbox.lastError })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'nobody@example.com'));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it('keeps messages in the outbox and marks them delivered to the log when no SMTP server is configured', async () => {
    const delivery = createEmailDelivery(database.db, loadConfig({}), log);
    expect(delivery.mode).toBe('log');
    await delivery.enqueue([{ to: 'dev@example.com', subject: 'Welcome', text: 'Hello.' }]);
    await delivery.deliverPending();
    const recent = await delivery.recent(10);
    expect(recent.find((m) => m.toAddress === 'dev@example.com')).toMatchObject({ status: 'sent', subject: 'Welcome' });
  });
});
