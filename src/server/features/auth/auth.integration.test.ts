import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.js';
import { callEndpoint, createTestApp, postRaw, type TestApp, uniqueName } from '../../test-support/test-app.js';
import { sessionCookieOf, signIn } from '../../test-support/sign-in.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function body(username: string, extra: Record<string, unknown> = {}) {
  return {
    username,
    email: `${username}@example.com`,
    password: 'quiet-mind-7',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'client',
    ...extra,
  };
}

describe('POST /api/register', () => {
  it('creates a client, signs them in and never returns the password or its hash', async () => {
    const username = uniqueName('reg');
    const response = await callEndpoint(t.app, api.register, { invalidBody: body(username) });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ username, email: `${username}@example.com`, firstName: 'Ada', role: 'client', isActive: true });
    expect(response.body).not.toMatch(/password|argon2/i);

    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await callEndpoint(t.app, api.getCurrentUser, { cookie: sessionCookieOf(response) });
    expect(me.json().id).toBe(user.id);
  });

  it('stores an argon2id hash with at least 19 MiB and 2 iterations', async () => {
    const user = await signIn(t, { via: 'registration' });
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
    expect(Number(row?.hash.match(/[$,]m=(\d+)/)?.[1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(row?.hash.match(/[$,]t=(\d+)/)?.[1])).toBeGreaterThanOrEqual(2);
  });

  it.each([
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: '  ' }, 'lastName', 'Last name is required'],
    [{ role: 'coach', password: 'short7!' }, 'password', 'Password must be at least 8 characters'],
  ])('refuses %j with the spec message', async (override, field, message) => {
    const response = await callEndpoint(t.app, api.register, { invalidBody: body(uniqueName('bad'), override) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('rejects unknown fields instead of silently ignoring them', async () => {
    const response = await callEndpoint(t.app, api.register, { invalidBody: body(uniqueName('x'), { isActive: false }) });
    expect(response.statusCode).toBe(400);
  });

  it('never creates an admin through the API', async () => {
    const username = uniqueName('adm');
    const response = await callEndpoint(t.app, api.register, { invalidBody: body(username, { role: 'admin' }) });
    expect(response.statusCode).toBe(403);
    const rows = await t.database.db.select().from(users).where(eq(users.username, username));
    expect(rows).toHaveLength(0);
  });

  it('answers 409 for a taken username or e-mail, whatever the letter case', async () => {
    const user = await signIn(t, { via: 'registration' });
    const sameName = await callEndpoint(t.app, api.register, {
      invalidBody: body(user.username.toUpperCase(), { email: `${uniqueName()}@example.com` }),
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('That username is already taken. Please choose another one.');
    const sameEmail = await callEndpoint(t.app, api.register, { invalidBody: body(uniqueName(), { email: user.email.toUpperCase() }) });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('An account with this email address already exists.');
  });
});

describe('POST /api/login and /api/logout', () => {
  it('signs in with a new session id each time and rejects a wrong password', async () => {
    const { password, cookie: first, ...user } = await signIn(t, { via: 'registration' });
    const wrong = await callEndpoint(t.app, api.login, { body: { username: user.username, password: 'wrong-password' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid username or password');

    const login = await callEndpoint(t.app, api.login, { cookie: first, body: { username: user.username, password } });
    expect(login.statusCode).toBe(200);
    expect(login.json().firstName).toBe('Test');
    const second = sessionCookieOf(login);
    expect(second).not.toBe(first);
    // Logging in replaced the old session.
    expect((await callEndpoint(t.app, api.getCurrentUser, { cookie: first })).statusCode).toBe(401);

    const logout = await callEndpoint(t.app, api.logout, { cookie: second });
    expect(logout.statusCode).toBe(200);
    expect((await callEndpoint(t.app, api.getCurrentUser, { cookie: second })).statusCode).toBe(401);
  });

  it('stores only a hash of the session token', async () => {
    const { cookie, ...user } = await signIn(t, { via: 'registration' });
    const token = cookie.split('=')[1] ?? '';
    const rows = await t.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a deactivated user with the spec message and ends their sessions', async () => {
    const { password, cookie, ...user } = await signIn(t, { via: 'registration' });
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await callEndpoint(t.app, api.getCurrentUser, { cookie })).statusCode).toBe(401);
    const login = await callEndpoint(t.app, api.login, { body: { username: user.username, password } });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('This account has been deactivated.');
  });

  it('answers 401 on GET /api/user without a session', async () => {
    const response = await callEndpoint(t.app, api.getCurrentUser);
    expect(response.statusCode).toBe(401);
  });

  it('ends a session after the idle timeout', async () => {
    const { cookie } = await signIn(t, { via: 'registration' });
    t.clock.advance(t.config.session.idleMs + 60_000);
    expect((await callEndpoint(t.app, api.getCurrentUser, { cookie })).statusCode).toBe(401);
    t.clock.now = new Date();
  });
});

describe('request hygiene', () => {
  it('refuses oversized bodies with 413 and non-JSON bodies with 415', async () => {
    const big = await callEndpoint(t.app, api.login, { body: { username: 'x'.repeat(2_000_000), password: 'whatever' } });
    expect(big.statusCode).toBe(413);
    const text = await postRaw(t.app, '/api/login', 'text/plain', 'username=a');
    expect(text.statusCode).toBe(415);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('/api/nope');
  });

  it('loads btree_gist so overlapping bookings are refused by the database', async () => {
    const result = (await t.database.db.execute(sql`select extname from pg_extension where extname = 'btree_gist'`)) as unknown as {
      rows: unknown[];
    };
    expect(result.rows).toHaveLength(1);
  });
});
