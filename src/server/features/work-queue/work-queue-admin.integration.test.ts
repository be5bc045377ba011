// An admin sees work that gave up and tries it again (docs/decisions/0087-one-work-queue.md):
// a message whose mail server refused it five times is listed with its error, and
// after the retry it is delivered and no longer listed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, workQueue } from '../../db/schema.js';
import { MAX_DELIVERY_ATTEMPTS } from '../../integrations/email/outbox-repository.js';
import { signIn, type SignedIn } from '../../test-support/sign-in.js';
import { call, createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { TDeadWork } from '../../../shared/schemas/work-queue.js';
import { WORK_QUEUE_MESSAGES } from '../../../shared/schemas/work-queue.js';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

describe('dead work', () => {
  it('lists a message that gave up with its error, and delivers it once an admin retries it', async () => {
    await t.app.emailDelivery.enqueue([{ to: 'gave-up@example.com', subject: 'Reminder', text: 'Tomorrow.' }]);
    const [message] = await t.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.toAddress, 'gave-up@example.com'));
    // As the queue leaves it after the mail server refused it five times.
    await t.db
      .update(workQueue)
      .set({ status: 'dead', attempts: MAX_DELIVERY_ATTEMPTS, lastError: 'connect ECONNREFUSED', failedAt: t.clock.now })
      .where(eq(workQueue.key, String(message!.id)));
    await t.db.update(emailOutbox).set({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS }).where(eq(emailOutbox.id, message!.id));

    const listed = await call(t.app, 'GET', '/api/admin/work/dead', admin.cookie);
    expect(listed.statusCode).toBe(200);
    const dead = (listed.json() as TDeadWork[]).find((w) => w.kind === 'email' && w.payload.outboxId === message!.id);
    expect(dead).toMatchObject({ attempts: MAX_DELIVERY_ATTEMPTS, lastError: 'connect ECONNREFUSED' });

    expect((await call(t.app, 'POST', `/api/admin/work/${dead!.id}/retry`, admin.cookie)).statusCode).toBe(204);
    const [row] = await t.db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, message!.id));
    expect(row?.status).toBe('sent');
    const after = (await call(t.app, 'GET', '/api/admin/work/dead', admin.cookie)).json() as TDeadWork[];
    expect(after.some((w) => w.id === dead!.id)).toBe(false);
    // Retried once: a second retry finds nothing waiting.
    const again = await call(t.app, 'POST', `/api/admin/work/${dead!.id}/retry`, admin.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(WORK_QUEUE_MESSAGES.notFound);
  });
});
