// The checkout drawn on the server for a signed-in visitor, from their own
// answers (docs/decisions/0085-signed-in-page-data.md), through the real app
// and the client's own server-rendering entry: the visitor's page with their
// answers beside it, never kept by a cache and never anyone else's; and for
// anyone the server cannot draw it for, the app shell as before.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawSignedInPage, renderPage } from '../../../client/entry-server.js';
import { SERVER_STATE_ELEMENT_ID } from '../../../shared/domain/server-rendering.js';
import { SESSION_HINT_COOKIE } from '../../../shared/session-hint.js';
import { insertCoach, type InsertedCoach } from '../../test-support/coaches.js';
import { signIn, type SignedIn } from '../../test-support/sign-in.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import * as api from '../../../shared/api/api-routes.generated.js';

type Query = { queryKey: unknown[]; state: { data: unknown } };

let t: TestApp;
let distDir: string;
let elena: InsertedCoach;
let client: SignedIn;
let otherClient: SignedIn;
let coachUser: SignedIn;

const PAGE_CHUNK = '/assets/booking-chunk.js';
const checkoutPath = (coachId: number, prefix = '') => `${prefix}/booking/${coachId}?start=2030-01-07T10:00:00.000Z`;
// As the browser sends them: the session and the signed-in hint beside it.
const browserCookies = (user: SignedIn) => `${user.cookie}; ${SESSION_HINT_COOKIE}=1`;
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

function pageOf(html: string) {
  const rootStart = html.indexOf('<div id="root">') + '<div id="root">'.length;
  const stateMatch = new RegExp(`<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  const app = html.slice(rootStart, stateMatch ? html.lastIndexOf('</div>', stateMatch.index) : html.indexOf('</body>'));
  const queries = stateMatch?.[1] === undefined ? [] : (JSON.parse(stateMatch[1]) as { queries: Query[] }).queries;
  const data = (key: string) => queries.find((query) => query.queryKey[0] === key)?.state.data;
  return {
    app,
    text: app.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' '),
    hasState: Boolean(stateMatch),
    keys: queries.map((q) => q.queryKey),
    data,
  };
}

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'stillpoint-drawn-'));
  copyFileSync(join(import.meta.dirname, '../../../client/index.html'), join(distDir, 'index.html'));
  t = await createTestApp({
    clientDistDir: distDir,
    pageRenderer: { render: renderPage, drawSignedInPage, preloadsFor: () => [PAGE_CHUNK] },
  });
  elena = await insertCoach(t.db, {
    user: { firstName: 'Elena', lastName: 'Marsh' },
    profile: { hourlyRateCents: 9_550, sessionLength: 45 },
  });
  client = await signIn(t, { role: 'client', firstName: 'Quentin', lastName: 'Private' });
  otherClient = await signIn(t, { role: 'client', firstName: 'Rosalind', lastName: 'Elsewhere' });
  coachUser = await signIn(t, { role: 'coach', firstName: 'Ottilie', lastName: 'Secret' });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the checkout drawn for a signed-in visitor', () => {
  it('is the client’s checkout with their own answers beside it, kept by no cache', async () => {
    const response = await get(checkoutPath(elena.id), browserCookies(client));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toContain('Cookie');
    const page = pageOf(response.body);
    expect(page.text).toContain('Review and pay');
    expect(page.text).toContain('Check the details of your session with Elena Marsh, then pay to request it.');
    // The header is the signed-in one: their menu, no "Log in".
    expect(page.app).toContain('Account menu for Quentin');
    expect(page.text).not.toContain('Log in');
    // The open times depend on the browser's zone: still being checked.
    expect(page.text).toContain('Checking the coach&#x27;s open times');
    expect(page.keys).toEqual(
      expect.arrayContaining([
        ['/api/user'],
        [`/api/coaches/${elena.id}`],
        ['/api/config/public'],
        ['packages', 'credits', elena.id],
        ['/api/conversations/unread'],
      ]),
    );
    expect(page.data('/api/user')).toEqual((await callEndpoint(t.app, api.getCurrentUser, { cookie: client.cookie })).json());
    expect(page.data('/api/conversations/unread')).toEqual({ unread: 0 });
    for (const value of [otherClient.firstName, otherClient.email, coachUser.firstName, 'passwordHash', 'not-a-real-hash'])
      expect(response.body).not.toContain(value);
    expect(response.body).toContain(`<link rel="modulepreload" crossorigin href="${PAGE_CHUNK}" />`);
  });

  it('is drawn in the address’s language', async () => {
    const response = await get(checkoutPath(elena.id, '/de'), browserCookies(otherClient));
    expect(response.body).toContain('<html lang="de"');
    const page = pageOf(response.body);
    expect(page.text).toContain('Prüfen und bezahlen');
    expect(page.text).toContain('Sieh dir die Details deiner Sitzung mit Elena Marsh an und bezahle, um sie anzufragen.');
    expect(page.app).not.toContain('Quentin');
  });

  it('leaves out what the visitor may not read: a coach has no credits to use', async () => {
    const page = pageOf((await get(checkoutPath(elena.id), browserCookies(coachUser))).body);
    expect(page.app).toContain('Account menu for Ottilie');
    expect(page.keys).not.toContainEqual(['packages', 'credits', elena.id]);
    expect(page.keys).toContainEqual(['/api/user']);
  });

  it('a coach who is not there is left to the page to find out (no answer, no coach in the drawing)', async () => {
    const response = await get(checkoutPath(999_999), browserCookies(client));
    expect(response.statusCode).toBe(200);
    const page = pageOf(response.body);
    expect(page.keys).not.toContainEqual(['/api/coaches/999999']);
    expect(page.text).not.toContain('Review and pay');
  });

  it('without the signed-in hint, or with a session that has ended, the page is the app shell the browser renders', async () => {
    for (const cookie of [undefined, client.cookie, `sid=ended-session; ${SESSION_HINT_COOKIE}=1`]) {
      const response = await get(checkoutPath(elena.id), cookie);
      expect(response.statusCode).toBe(200);
      const page = pageOf(response.body);
      expect(page.app).toContain('<!--app-html-->');
      expect(page.text).not.toContain('Review and pay');
      expect(page.keys).not.toContainEqual(['/api/user']);
      expect(response.body).not.toContain('Quentin');
      expect(response.body).toContain(`<link rel="modulepreload" crossorigin href="${PAGE_CHUNK}" />`);
    }
    expect((await get(checkoutPath(elena.id))).headers['cache-control']).toBe('no-cache');
  });

  it('no other signed-in page is drawn', async () => {
    for (const path of ['/settings', '/dashboard/client', '/booking/join/1']) {
      const response = await get(path, browserCookies(client));
      expect(pageOf(response.body).hasState).toBe(false);
      expect(response.body).not.toContain('Quentin');
    }
  });
});
