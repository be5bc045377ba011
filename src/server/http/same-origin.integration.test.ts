import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint, createTestApp, type TestApp } from '../test-support/test-app.js';
import { signIn } from '../test-support/sign-in.js';
import { CROSS_SITE_MESSAGE } from './same-origin.js';
import * as api from '../../shared/api/api-routes.generated.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('cross-site requests', () => {
  it('refuses a state change sent from another site, by Sec-Fetch-Site or by Origin', async () => {
    const forged: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of forged) {
      const response = await callEndpoint(t.app, api.login, {
        headers: { host: 'stillpoint.test', ...headers },
        body: { username: 'nobody', password: 'whatever1' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(CROSS_SITE_MESSAGE);
    }
  });

  it('lets same-origin browser requests and non-browser clients through', async () => {
    const allowed: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'same-origin', origin: 'http://stillpoint.test' },
      { origin: 'http://stillpoint.test' },
      {},
    ];
    for (const headers of allowed) {
      expect(
        (
          await callEndpoint(t.app, api.login, {
            headers: { host: 'stillpoint.test', ...headers },
            body: { username: 'nobody', password: 'whatever1' },
          })
        ).statusCode,
      ).toBe(401); // reached the login check
    }
  });

  it('refuses a cross-site logout too, so a forged link cannot sign someone out', async () => {
    const { cookie } = await signIn(t, { via: 'registration' });
    const forged = await callEndpoint(t.app, api.logout, { cookie, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(forged.statusCode).toBe(403);
    expect((await callEndpoint(t.app, api.getCurrentUser, { cookie })).statusCode).toBe(200);
  });

  it('never blocks reading, even cross-site', async () => {
    const response = await callEndpoint(t.app, api.listSpecializations, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(200);
  });
});
