// Sign-in limits over HTTP, as a password guesser meets them: per address and
// per username, 10 attempts a minute, then 429 with a clear message and
// Retry-After, before any password is checked.
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, uniqueName } from '../../test-support/test-app.js';
import { signIn } from '../../test-support/sign-in.js';

const SIGN_IN_MESSAGE = 'Too many sign-in attempts. Please wait a minute and try again.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
});
afterAll(async () => {
  await t.close();
});

// Every test signs in from addresses of its own, so their counters never meet.
let lastOctet = 0;
const newAddress = () => `198.51.100.${++lastOctet}`;

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });

describe('sign-in limits', () => {
  it('refuses the 11th attempt in a minute with 429, Retry-After and a clear message, even with the right password', async () => {
    const user = await signIn(t, { via: 'registration' });
    const from = newAddress();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await login(user.username, 'wrong-password-1', from)).statusCode).toBe(401);
    }
    const verify = vi.spyOn(argon2, 'verify');
    try {
      const refused = await login(user.username, user.password, from);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: SIGN_IN_MESSAGE, code: 'TOO_MANY_REQUESTS' });
      // The window started with the first attempt and the clock has not moved.
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.cookies).toEqual([]);
      // Refused before the password hash: a guess past the limit costs no argon2 work.
      expect(verify).not.toHaveBeenCalled();
    } finally {
      verify.mockRestore();
    }
  });

  it('lets the person in again once the minute is over', async () => {
    const user = await signIn(t, { via: 'registration' });
    const from = newAddress();
    for (let attempt = 1; attempt <= 11; attempt++) await login(user.username, 'wrong-password-1', from);
    t.clock.advance(30_000);
    const stillRefused = await login(user.username, user.password, from);
    expect(stillRefused.statusCode).toBe(429);
    expect(stillRefused.headers['retry-after']).toBe('30');
    t.clock.advance(30_000);
    expect((await login(user.username, user.password, from)).statusCode).toBe(200);
  });

  it('counts one username across addresses, whatever its case and spacing', async () => {
    const user = await signIn(t, { via: 'registration' });
    const spellings = [user.username, user.username.toUpperCase(), `  ${user.username} `];
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await login(spellings[attempt % spellings.length] ?? '', 'wrong-password-1', newAddress());
      expect(response.statusCode).toBe(401);
    }
    const refused = await login(user.username, user.password, newAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(SIGN_IN_MESSAGE);
  });

  it('counts one address across usernames, and other addresses are not affected', async () => {
    const from = newAddress();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(uniqueName('nobody'), 'wrong-password-1', from)).statusCode).toBe(401);
    }
    const user = await signIn(t, { via: 'registration' });
    expect((await login(user.username, user.password, from)).statusCode).toBe(429);
    expect((await login(user.username, user.password, newAddress())).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    for (let host = 1; host <= 10; host++) {
      expect((await login(uniqueName('nobody'), 'wrong-password-1', `2001:db8:aa:bb::${host.toString(16)}`)).statusCode).toBe(401);
    }
    expect((await login(uniqueName('nobody'), 'wrong-password-1', '2001:db8:aa:bb:ffff::1')).statusCode).toBe(429);
    expect((await login(uniqueName('nobody'), 'wrong-password-1', '2001:db8:aa:cc::1')).statusCode).toBe(401);
  });

  it('does not count a sign-in form the schema refuses (it never reaches a password check)', async () => {
    const user = await signIn(t, { via: 'registration' });
    const from = newAddress();
    for (let attempt = 0; attempt < 12; attempt++) expect((await login(user.username, '123', from)).statusCode).toBe(400);
    expect((await login(user.username, user.password, from)).statusCode).toBe(200);
  });

  it('deletes the counters of ended windows in the scheduled jobs', async () => {
    await login(uniqueName('nobody'), 'wrong-password-1', newAddress());
    const live = await t.database.db.query.rateLimitCounters.findMany();
    expect(live.length).toBeGreaterThan(0);
    const handled = await t.app.jobs.runDueJobs(new Date(t.clock.now.getTime() + 2 * 60 * 60_000));
    expect(handled['delete-expired-rate-limit-counters']).toBe(live.length);
    expect(await t.database.db.query.rateLimitCounters.findMany()).toEqual([]);
  });
});

describe('sign-in limits behind a reverse proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ env: { RATE_LIMIT_SCALE: '1', TRUST_PROXY_HOPS: '1' } });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it('counts the address the proxy saw, however the client fills X-Forwarded-For', async () => {
    const attempt = (spoofed: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/login',
        // The proxy appends the real peer (203.0.113.7) to whatever the client sent.
        headers: { 'x-forwarded-for': `${spoofed}, 203.0.113.7` },
        payload: { username: uniqueName('nobody'), password: 'wrong-password-1' },
        remoteAddress: '10.0.0.2',
      });
    for (let i = 1; i <= 10; i++) expect((await attempt(`192.0.2.${i}`)).statusCode).toBe(401);
    expect((await attempt('192.0.2.99')).statusCode).toBe(429);
  });
});
