import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('POST /api/test/run-jobs', () => {
  it('does not exist unless TEST_HOOKS is on', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'POST', url: '/api/test/run-jobs', payload: { at: new Date().toISOString() } });
    expect(response.statusCode).toBe(404);
  });

  it('runs the scheduled jobs as of the given time when TEST_HOOKS is on', async () => {
    t = await createTestApp({ env: { TEST_HOOKS: 'true' } });
    const response = await t.app.inject({ method: 'POST', url: '/api/test/run-jobs', payload: { at: '2030-01-01T00:00:00Z' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().handled).toEqual(expect.any(Object));
  });

  it('refuses an empty or malformed booking scope', async () => {
    t = await createTestApp({ env: { TEST_HOOKS: 'true' } });
    for (const bookingIds of [[], ['1'], [0]]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/test/run-jobs',
        payload: { at: '2030-01-01T00:00:00Z', bookingIds },
      });
      expect(response.statusCode).toBe(400);
    }
    const scoped = await t.app.inject({
      method: 'POST',
      url: '/api/test/run-jobs',
      payload: { at: '2030-01-01T00:00:00Z', bookingIds: [1] },
    });
    expect(scoped.statusCode).toBe(200);
    expect(Object.keys(scoped.json().handled)).toEqual([
      'complete-ended-sessions',
      'expire-unconfirmed-requests',
      'create-missing-meeting-links',
      'send-reminders',
      'retry-refunds',
    ]);
  });
});
