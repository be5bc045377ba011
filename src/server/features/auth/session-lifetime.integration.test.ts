// Session rules a user notices: the cookie cannot be read by scripts or sent
// cross-site, activity keeps a session alive, and no session lives for ever.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { sessionCookieOf, signIn } from '../../test-support/sign-in.js';
import { DAY_MS } from '../../../shared/domain/time-units.js';
import * as api from '../../../shared/api/api-routes.generated.js';

describe('session lifetime', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_IDLE_DAYS: '14', SESSION_MAX_DAYS: '60' } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function statusOfMe(cookie: string) {
    return (await callEndpoint(t.app, api.getCurrentUser, { cookie })).statusCode;
  }

  it('keeps an active session alive past the idle timeout, but not past the absolute lifetime', async () => {
    t.clock.now = new Date();
    const { cookie } = await signIn(t, { via: 'registration' });
    // A visit every 13 days keeps sliding the idle expiry forward...
    for (let day = 13; day <= 52; day += 13) {
      t.clock.now = new Date(Date.now() + day * DAY_MS);
      expect(await statusOfMe(cookie)).toBe(200);
    }
    // ...until 60 days after sign-in, however active the user is.
    t.clock.now = new Date(Date.now() + 59 * DAY_MS);
    expect(await statusOfMe(cookie)).toBe(200);
    t.clock.now = new Date(Date.now() + 61 * DAY_MS);
    expect(await statusOfMe(cookie)).toBe(401);
    t.clock.now = new Date();
  });
});

describe('session cookie in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('uses the __Host- prefix with Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain', async () => {
    const { password, ...user } = await signIn(t, { via: 'registration' });
    const login = await callEndpoint(t.app, api.login, { body: { username: user.username, password } });
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-sid=/);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    expect(setCookie).toMatch(/; Path=\//i);
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = sessionCookieOf(login);
    expect((await callEndpoint(t.app, api.getCurrentUser, { cookie })).statusCode).toBe(200);
    // The development cookie name is not accepted in production.
    const plainName = cookie.replace('__Host-sid=', 'sid=');
    expect((await callEndpoint(t.app, api.getCurrentUser, { cookie: plainName })).statusCode).toBe(401);
  });
});

describe('sessions and the clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('count their lifetime from sign-in by the app clock, wherever that clock stands', async () => {
    // An app clock years ahead of the database's (as in tests of future bookings).
    t.clock.now = new Date(Date.now() + 4 * 365 * DAY_MS);
    const { cookie } = await signIn(t, { via: 'registration' });
    for (const days of [0, 2, 4]) {
      t.clock.now = new Date(t.clock.now.getTime() + days * DAY_MS);
      expect((await callEndpoint(t.app, api.getCurrentUser, { cookie })).statusCode).toBe(200);
    }
    t.clock.now = new Date();
  });
});
