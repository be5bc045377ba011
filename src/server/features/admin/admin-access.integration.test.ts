// One guard for the whole admin API: every route registered under /api/admin
// (found from the router itself, so a new route cannot slip through) and
// GET /api/bookings refuse visitors (401), clients and coaches (403).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signIn } from '../../test-support/sign-in.js';
import * as api from '../../../shared/api/api-routes.generated.js';

type Route = { method: string; url: string };

// printRoutes draws a tree ("├── /api/admin/users (GET, HEAD)" with children
// indented four characters per level); the full paths are rebuilt from it.
function adminRoutesOf(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /── (\/\S*) \(([^)]+)\)/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const depth = (line.indexOf('──') - 1) / 4;
    const path = (parents[depth - 1] ?? '') + match[1];
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of match[2].split(',').map((m) => m.trim())) {
      const isAdmin = path.startsWith('/api/admin/') || (path === '/api/bookings' && method === 'GET');
      if (!isAdmin || method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method, url: path.replace(/:[^/]+/g, '1') });
    }
  }
  return routes;
}

let t: TestApp;
let clientCookie: string;
let coachCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  clientCookie = (await signIn(t, { via: 'registration' })).cookie;
  coachCookie = (await signIn(t, { via: 'registration', role: 'coach', password: 'calm-waters-42' })).cookie;
  adminCookie = (await signIn(t, { role: 'admin' })).cookie;
});
afterAll(() => t.close());

describe('the admin guard', () => {
  it('covers every admin route the app registers', () => {
    const listed = adminRoutesOf(t.app).map((r) => `${r.method} ${r.url}`);
    expect(listed.sort()).toEqual(
      [
        'GET /api/admin/overview',
        'GET /api/admin/money',
        'GET /api/admin/transfers',
        'POST /api/admin/transfers/1/retry',
        'GET /api/admin/reconciliation',
        'GET /api/admin/packages',
        'GET /api/admin/packages/renewals',
        'POST /api/admin/packages/1/refund',
        'GET /api/admin/programs',
        'GET /api/admin/users',
        'GET /api/admin/users/1',
        'PATCH /api/admin/users/1/status',
        'GET /api/bookings',
        'GET /api/admin/bookings/1',
        'POST /api/admin/bookings/1/cancel',
        'GET /api/admin/no-shows',
        'POST /api/admin/no-shows/1/decision',
        'GET /api/admin/specializations',
        'POST /api/admin/specializations',
        'PATCH /api/admin/specializations/1',
        'GET /api/admin/coaches',
        'GET /api/admin/settings',
        'GET /api/admin/reports',
        'POST /api/admin/reports/1/resolve',
        'POST /api/admin/reviews/1/restore',
        'GET /api/admin/vetting',
        'POST /api/admin/vetting/1/approve',
        'POST /api/admin/vetting/1/reject',
        'POST /api/admin/vetting/1/unlist',
        'GET /api/admin/work/dead',
        'POST /api/admin/work/1/retry',
      ].sort(),
    );
  });

  it('refuses visitors with 401 and clients and coaches with 403 on every admin route', async () => {
    const routes = adminRoutesOf(t.app);
    expect(routes.length).toBeGreaterThanOrEqual(12);
    for (const route of routes) {
      const payload = route.method === 'GET' ? undefined : { isActive: false, name: 'Hacked' };
      const as = (cookie?: string) =>
        t.app.inject({ method: route.method as 'GET', url: route.url, headers: cookie ? { cookie } : {}, payload });
      const [visitor, client, coach] = await Promise.all([as(), as(clientCookie), as(coachCookie)]);
      expect([route, visitor.statusCode]).toEqual([route, 401]);
      expect([route, client.statusCode]).toEqual([route, 403]);
      expect([route, coach.statusCode]).toEqual([route, 403]);
      expect(client.json().message).toBe('You do not have permission to do that.');
    }
  });

  it('lets an admin read every list, and no admin response carries a password hash or session token', async () => {
    const urls = [
      '/api/admin/overview',
      '/api/admin/money',
      '/api/admin/users',
      '/api/bookings',
      '/api/admin/specializations',
      '/api/admin/coaches',
      '/api/admin/settings',
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.body).not.toMatch(/password|hash|argon2|token|secret/i);
    }
  });

  it('keeps the user list paged and the settings free of secrets', async () => {
    const users = await callEndpoint(t.app, api.getAdminUser, { params: { id: 1 }, cookie: adminCookie });
    expect(users.body).not.toMatch(/password|argon2/i);
    const settings = (await callEndpoint(t.app, api.getAdminSettings, { cookie: adminCookie })).json();
    expect(settings).toEqual({
      appName: 'Stillpoint',
      environment: 'test',
      beta: true,
      platformFees: { pro: 5, free: 12, appliedDuringBeta: false },
      paymentGateway: 'test',
      emailMode: 'outbox',
      meetingProvider: 'jitsi',
      demoMode: t.config.demoMode,
      database: t.database.kind,
    });
  });
});
