import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { coachPayoutAccounts, emailOutbox, testPayoutAccounts, workQueue } from '../../db/schema.js';
import { insertBooking } from '../../test-support/bookings.js';
import { insertClient, insertCoach } from '../../test-support/coaches.js';
import { giveTestModePayoutsEnabled } from '../../test-support/payouts.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('POST /api/test/run-jobs', () => {
  it('does not exist unless TEST_HOOKS is on', async () => {
    t = await createTestApp();
    const response = await callEndpoint(t.app, api.runTestJobs, { body: { at: new Date().toISOString() } });
    expect(response.statusCode).toBe(404);
  });

  it('runs the scheduled jobs as of the given time when TEST_HOOKS is on', async () => {
    t = await createTestApp({ env: { TEST_HOOKS: 'true' } });
    const response = await callEndpoint(t.app, api.runTestJobs, { body: { at: '2030-01-01T00:00:00Z' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().handled).toEqual(expect.any(Object));
  });

  it('refuses an empty or malformed booking scope', async () => {
    t = await createTestApp({ env: { TEST_HOOKS: 'true' } });
    for (const bookingIds of [[], ['1'], [0]]) {
      const response = await callEndpoint(t.app, api.runTestJobs, { invalidBody: { at: '2030-01-01T00:00:00Z', bookingIds } });
      expect(response.statusCode).toBe(400);
    }
    const scoped = await callEndpoint(t.app, api.runTestJobs, { body: { at: '2030-01-01T00:00:00Z', bookingIds: [1] } });
    expect(scoped.statusCode).toBe(200);
    expect(Object.keys(scoped.json().handled)).toEqual([
      'charge-series-sessions',
      'complete-ended-sessions',
      'expire-unconfirmed-requests',
      'create-missing-meeting-links',
      'send-reminders',
      'refund-undisputed-no-shows',
      'retry-refunds',
      'schedule-coach-transfers',
      'send-coach-transfers',
      'reverse-refunded-transfers',
    ]);
  });
});

describe('POST /api/test/end-session', () => {
  it('moves a session so it ended the given minutes ago, keeping its length, only with TEST_HOOKS', async () => {
    t = await createTestApp({ env: { TEST_HOOKS: 'true' } });
    const coach = await insertCoach(t.db);
    const client = await insertClient(t.db);
    const id = await insertBooking(t.db, { coachId: coach.id, clientId: client, start: new Date(Date.now() + 86_400_000), minutes: 45 });
    const before = Date.now();
    const response = await callEndpoint(t.app, api.endTestSession, { body: { bookingId: id, endedMinutesAgo: 10 } });
    expect(response.statusCode).toBe(200);
    const { startTime, endTime } = response.json();
    expect(Date.parse(endTime) - Date.parse(startTime)).toBe(45 * 60_000);
    expect(Math.abs(Date.parse(endTime) - (before - 10 * 60_000))).toBeLessThan(5_000);
    const missing = await callEndpoint(t.app, api.endTestSession, { body: { bookingId: 999_999, endedMinutesAgo: 10 } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/test/gateway-payouts', () => {
  it('does not exist unless TEST_HOOKS is on', async () => {
    t = await createTestApp();
    const absent = await callEndpoint(t.app, api.setTestGatewayPayouts, { body: { coachId: 1, payoutsEnabled: false } });
    expect(absent.statusCode).toBe(404);
  });

  it('turns a coach’s payouts off and on at the test-mode gateway only', async () => {
    t = await createTestApp({ env: { TEST_HOOKS: 'true' } });
    const coach = await insertCoach(t.db);
    const accountId = await giveTestModePayoutsEnabled(t.db, coach.id);
    const gatewaySays = async () =>
      (await t?.db.select().from(testPayoutAccounts).where(eq(testPayoutAccounts.id, accountId)))?.[0]?.payoutsEnabled;
    const set = (coachId: number, payoutsEnabled: boolean) =>
      t?.app.inject({ method: 'POST', url: '/api/test/gateway-payouts', payload: { coachId, payoutsEnabled } });

    expect((await set(coach.id, false))?.statusCode).toBe(204);
    expect(await gatewaySays()).toBe(false);
    // Our own record is untouched: the job still sends the transfer, and the gateway refuses it.
    const [ours] = await t.db.select().from(coachPayoutAccounts).where(eq(coachPayoutAccounts.coachId, coach.id));
    expect(ours?.payoutsEnabled).toBe(true);
    expect((await set(coach.id, true))?.statusCode).toBe(204);
    expect(await gatewaySays()).toBe(true);
    expect((await set(999_999, false))?.statusCode).toBe(404);
  });
});

describe('POST /api/test/admins', () => {
  const admin = {
    username: 'hook_admin',
    email: 'hook.admin@example.com',
    password: 'calm-waters-42',
    firstName: 'Hana',
    lastName: 'Hook',
  };

  it('does not exist unless TEST_HOOKS is on', async () => {
    t = await createTestApp();
    const absent = await callEndpoint(t.app, api.createTestAdmin, { body: admin });
    expect(absent.statusCode).toBe(404);
  });

  it('creates an admin who signs in like anyone else, and refuses a taken name or a short password', async () => {
    t = await createTestApp({ env: { TEST_HOOKS: 'true' } });
    const created = await callEndpoint(t.app, api.createTestAdmin, { body: admin });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number) });
    const login = await callEndpoint(t.app, api.login, { body: { username: admin.username, password: admin.password } });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ username: admin.username, role: 'admin', firstName: 'Hana' });

    const taken = await callEndpoint(t.app, api.createTestAdmin, { body: admin });
    expect(taken.statusCode).toBe(400);
    const short = await callEndpoint(t.app, api.createTestAdmin, {
      body: { ...admin, username: 'hook_admin2', email: 'hook.admin2@example.com', password: 'short' },
    });
    expect(short.statusCode).toBe(400);
  });
});

describe('POST /api/test/dead-email', () => {
  const payload = { to: 'dead.letter@example.test', subject: 'Your session is confirmed', error: 'mailbox unavailable' };

  it('does not exist unless TEST_HOOKS is on', async () => {
    t = await createTestApp();
    const absent = await t.app.inject({ method: 'POST', url: '/api/test/dead-email', payload });
    expect(absent.statusCode).toBe(404);
  });

  it('writes a failed message whose delivery is dead with the given error', async () => {
    t = await createTestApp({ env: { TEST_HOOKS: 'true' } });
    const created = await t.app.inject({ method: 'POST', url: '/api/test/dead-email', payload });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const [work] = await t.db.select().from(workQueue).where(eq(workQueue.id, id));
    expect(work).toMatchObject({ kind: 'email', status: 'dead', attempts: 5, lastError: 'mailbox unavailable' });
    const [message] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, Number(work!.payload.outboxId)));
    expect(message).toMatchObject({ toAddress: payload.to, subject: payload.subject, status: 'failed' });
  });
});
