// The signed-in hint: a cookie scripts may read, holding no secret, that tells
// the browser whether asking GET /api/user is worth a request. A visitor
// without it is not asked about (and so logs no 401); a stale one is cleared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '../../../shared/session-hint.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { sessionCookieOf, signIn } from '../../test-support/sign-in.js';
import * as api from '../../../shared/api/api-routes.generated.js';

describe('signed-in hint cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('comes with the session, readable by scripts, carries nothing secret, and goes with it', async () => {
    const { password, ...user } = await signIn(t, { via: 'registration' });
    const login = await callEndpoint(t.app, api.login, { body: { username: user.username, password } });
    const hint = login.cookies.find((c) => c.name === SESSION_HINT_COOKIE);
    const session = login.cookies.find((c) => c.name === 'sid');
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.expires?.getTime()).toBe(session?.expires?.getTime());

    const cookie = sessionCookieOf(login);
    const logout = await callEndpoint(t.app, api.logout, { cookie });
    const cleared = logout.cookies.find((c) => c.name === SESSION_HINT_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
  });

  it('is cleared, with the session cookie, when the session behind it has ended', async () => {
    const { cookie } = await signIn(t, { via: 'registration' });
    await callEndpoint(t.app, api.logout, { cookie });
    const stale = await callEndpoint(t.app, api.getCurrentUser, { cookie: `${cookie}; ${SESSION_HINT_COOKIE}=1` });
    // The spec's answer for nobody signed in stays a 401.
    expect(stale.statusCode).toBe(401);
    const names = stale.cookies.filter((c) => c.value === '').map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['sid', SESSION_HINT_COOKIE]));
  });
});
