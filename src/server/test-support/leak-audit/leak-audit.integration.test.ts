// The audit wired into the real app: real sign-ups and page calls pass, and a
// route planted to leak (test only) is caught with the right viewer, whether
// the viewer comes from the session cookie or from a login's Set-Cookie.
import { fileAuditFromConfig } from './file-audit.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { bookings } from '../../db/schema.js';
import { callEndpoint, createTestApp, type TestApp } from '../test-app.js';
import { sessionCookieOf, type SignedIn, signIn } from '../sign-in.js';
import { insertClient, insertCoach } from '../coaches.js';
import { insertBooking } from '../bookings.js';
import { createTestDatabase, type TestDatabase } from '../test-database.js';
import type { LeakFinding } from './audit-response.js';
import { readFileSinkSummary } from './sinks.js';
import * as api from '../../../shared/api/api-routes.generated.js';

const MEETING = 'https://meet.jit.si/stillpoint-audit-test-room';

let database: TestDatabase;
let t: TestApp;
let app: FastifyInstance;
const recorded: LeakFinding[][] = [];
// The planted route answers whatever the test puts here.
let planted: unknown = {};
let maya: SignedIn & { password: string };
let liam: SignedIn & { password: string };
let coachUserId: number;
let booking: number;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({
    database,
    leakAudit: { sink: { record: (findings) => recorded.push(findings) } },
    addRoutes: (app) => app.get('/api/planted', async () => planted),
  });
  app = t.app;
  maya = await signIn(t, { via: 'registration' });
  liam = await signIn(t, { via: 'registration' });
  const coach = await insertCoach(database.db);
  coachUserId = coach.userId;
  booking = await insertBooking(database.db, { coachId: coach.id, clientId: maya.id, start: new Date(Date.now() + 86_400_000) });
  await database.db.update(bookings).set({ meetingUrl: MEETING }).where(eq(bookings.id, booking));
});

afterAll(async () => {
  await t?.close();
  await database?.close();
});

beforeEach(() => {
  recorded.length = 0;
});

const findings = () => recorded.flat();
const asMaya = (body: unknown) => {
  planted = body;
  return app.inject({ method: 'GET', url: '/api/planted', headers: { cookie: maya.cookie } });
};

describe('the leak audit in the real app', () => {
  it('passes a user reading their own account, and a login answering its own user', async () => {
    await callEndpoint(app, api.getCurrentUser, { cookie: maya.cookie });
    const login = await callEndpoint(app, api.login, { body: { username: liam.username, password: liam.password } });
    expect(login.json()).toMatchObject({ email: liam.email });
    expect(recorded).toHaveLength(2);
    expect(findings()).toEqual([]);
  });

  it('catches another user’s e-mail, naming both users', async () => {
    await asMaya({ email: liam.email });
    expect(findings()).toEqual([
      {
        kind: 'email',
        method: 'GET',
        url: '/api/planted',
        status: 200,
        viewer: `user ${maya.id} (client)`,
        detail: `the e-mail address of user ${liam.id}`,
      },
    ]);
  });

  it('catches a session token in a body, even after its session has ended', async () => {
    const login = await callEndpoint(app, api.login, { body: { username: liam.username, password: liam.password } });
    const liamCookie = sessionCookieOf(login);
    await callEndpoint(app, api.logout, { cookie: liamCookie });
    await asMaya({ leaked: liamCookie.split('=')[1] });
    expect(findings().map((f) => f.kind)).toEqual(['session-token']);
  });

  it('catches the meeting link of a booking the viewer is not part of, and passes its parties', async () => {
    planted = { meetingUrl: MEETING };
    await app.inject({ method: 'GET', url: '/api/planted', headers: { cookie: liam.cookie } });
    await asMaya({ meetingUrl: MEETING });
    expect(findings()).toEqual([expect.objectContaining({ kind: 'meeting-link', viewer: `user ${liam.id} (client)` })]);
    expect(findings()[0]?.detail).toContain(`coach user ${coachUserId}`);
  });

  it('catches a password hash and a Stripe secret', async () => {
    await asMaya({ hash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def', key: 'sk_live_abcdef123' });
    expect(
      findings()
        .map((f) => f.kind)
        .sort(),
    ).toEqual(['password-hash', 'server-secret']);
  });

  it('matches e-mails case-insensitively against the users table', async () => {
    const id = await insertClient(database.db, { email: 'quiet.person@example.com' });
    await asMaya({ email: 'Quiet.Person@example.com' });
    expect(findings()).toEqual([expect.objectContaining({ kind: 'email', detail: `the e-mail address of user ${id}` })]);
  });

  it('reads the plain text of answers the browser gets compressed', async () => {
    planted = { padding: 'calm '.repeat(400), email: liam.email };
    const response = await app.inject({
      method: 'GET',
      url: '/api/planted',
      headers: { cookie: maya.cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(findings().map((f) => f.kind)).toEqual(['email']);
  });

  it('treats a signed-out visitor as nobody', async () => {
    planted = { email: maya.email };
    await app.inject({ method: 'GET', url: '/api/planted' });
    expect(findings().map((f) => f.viewer)).toEqual(['a signed-out visitor']);
  });
});

describe('the end-to-end switch (TEST_HOOKS with LEAK_AUDIT_DIR)', () => {
  it('writes the audited count and each finding to the folder the teardown reads', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'leak-audit-'));
    // No audit of the test run's own: the config's LEAK_AUDIT_DIR switches on the file sink.
    const env = { TEST_HOOKS: 'true', LEAK_AUDIT_DIR: dir };
    const second = await createTestApp({
      database,
      env,
      auditResponses: fileAuditFromConfig(loadConfig({ NODE_ENV: 'test', ...env })),
      addRoutes: (server) => server.get('/api/planted', async () => ({ email: maya.email })),
    });
    const server = second.app;
    try {
      await callEndpoint(server, api.getCurrentUser, { cookie: maya.cookie });
      await server.inject({ method: 'GET', url: '/api/planted', headers: { cookie: liam.cookie } });
      const summary = readFileSinkSummary(dir);
      expect(summary.audited).toBe(2);
      expect(summary.findings).toEqual([expect.objectContaining({ kind: 'email', viewer: `user ${liam.id} (client)` })]);
    } finally {
      await second.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is refused without TEST_HOOKS, so no other server can switch it on', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', LEAK_AUDIT_DIR: '/tmp/x' })).toThrow(/LEAK_AUDIT_DIR: only allowed with TEST_HOOKS=true/);
  });
});
