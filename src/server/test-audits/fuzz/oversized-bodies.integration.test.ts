// Every write route refuses a body one byte over its limit with 413 in the
// app's error shape, and stores nothing. The limit is the app's
// BODY_LIMIT_BYTES unless the route sets its own (photo uploads). Signed-in
// roles a route refuses in its onRequest guard get their 401/403 before the
// body is read; every route must answer 413 to at least one of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test-support/sign-in.js';
import { createTestApp } from '../../test-support/test-app.js';
import { createChangeDetector } from './db-change-detector.js';
import { errorShapeProblem } from './error-shape.js';
import { createWriteRouteCollector, routeKey } from './write-routes.js';

const collector = createWriteRouteCollector();
const t = await createTestApp({ onRoute: collector.onRoute });
const routes = collector.routes();
let cookies: Record<'client' | 'coach' | 'admin', string>;
let changes: Awaited<ReturnType<typeof createChangeDetector>>;

beforeAll(async () => {
  const db = t.database.db;
  cookies = {
    client: (await signIn(t, { role: 'client' })).cookie,
    coach: (await signIn(t, { role: 'coach' })).cookie,
    admin: (await signIn(t, { role: 'admin' })).cookie,
  };
  changes = await createChangeDetector(db);
});
afterAll(() => t.close());

function bodyOfSize(bytes: number): string {
  const wrapper = '{"text":""}';
  return `{"text":"${'a'.repeat(bytes - wrapper.length)}"}`;
}

describe('oversized bodies', () => {
  it('are refused on every write route with 413', async () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const route of routes) {
      const limit = route.bodyLimit ?? t.config.bodyLimitBytes;
      const payload = bodyOfSize(limit + 1);
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const statuses: number[] = [];
      for (const cookie of Object.values(cookies)) {
        const response = await t.app.inject({
          method: route.method,
          url,
          headers: { cookie, 'content-type': 'application/json' },
          payload,
        });
        const what = `${routeKey(route)} with ${limit + 1} bytes -> ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect([401, 403, 413], what).toContain(response.statusCode);
        expect(
          errorShapeProblem(response.statusCode, response.headers['content-type'] as string | undefined, response.body),
          what,
        ).toBeNull();
        statuses.push(response.statusCode);
      }
      expect(statuses, routeKey(route)).toContain(413);
      expect(await changes.changedTables(), routeKey(route)).toEqual([]);
    }
  }, 120_000);

  it('are accepted up to the limit (the limit is the documented one, not lower)', async () => {
    // Exactly at the limit the body is read and validated: a 400, not a 413.
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { cookie: cookies.client, 'content-type': 'application/json' },
      payload: bodyOfSize(t.config.bodyLimitBytes),
    });
    expect(response.statusCode).toBe(400);
  });
});
