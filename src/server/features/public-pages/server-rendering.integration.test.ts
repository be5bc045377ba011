// The public pages rendered to HTML on the server by the client's own
// server-rendering entry (src/client/entry-server.tsx), through the real app:
// what a visitor without JavaScript reads, the API answers handed to the
// browser, nothing personal in the shared (cached) HTML, and changes shown at
// once (docs/decisions/0035-server-rendering.md).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drawSignedInPage, renderPage } from '../../../client/entry-server.js';
import { SERVER_STATE_ELEMENT_ID } from '../../../shared/domain/server-rendering.js';
import { coachProfiles, reviews, users } from '../../db/schema.js';
import { insertReview } from '../../test-support/bookings.js';
import { eightWeekCourse, publishedProgram } from '../../test-support/programs.js';
import { insertClient, insertCoach, insertSpecialization, type InsertedCoach } from '../../test-support/coaches.js';
import { signIn, type SignedIn } from '../../test-support/sign-in.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import * as api from '../../../shared/api/api-routes.generated.js';

const HOSTILE_FIRST = '<script>window.__xss=1</script>';
const HOSTILE_REPLY = 'Thank you! <img src=x onerror="window.__xss=3"> See you soon.';
const HOSTILE_BIO = 'Calm. </script><script>window.__xss=2</script><!-- \u2028 end';

type Query = { queryKey: unknown[]; state: { data: unknown } };

let t: TestApp;
let distDir: string;
let sleepName: string;
let elena: InsertedCoach;
let hostile: InsertedCoach;
let client: SignedIn;
let coachUser: SignedIn;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ');

// The page as parts: the rendered app inside #root, and the API answers it was rendered from.
function pageOf(html: string) {
  const rootStart = html.indexOf('<div id="root">') + '<div id="root">'.length;
  const stateMatch = new RegExp(`<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  const app = html.slice(rootStart, stateMatch ? html.lastIndexOf('</div>', stateMatch.index) : html.indexOf('</body>'));
  const state = stateMatch?.[1] === undefined ? undefined : (JSON.parse(stateMatch[1]) as { queries: Query[] });
  return { app, appText: text(app), state, queryKeys: state?.queries.map((query) => query.queryKey[0]) ?? [] };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'calm.test', ...headers } });

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'stillpoint-ssr-'));
  copyFileSync(join(import.meta.dirname, '../../../client/index.html'), join(distDir, 'index.html'));
  t = await createTestApp({
    clientDistDir: distDir,
    pageRenderer: { render: renderPage, drawSignedInPage, preloadsFor: () => ['/assets/page-chunk.js'] },
  });
  sleepName = `Better Sleep ${Date.now()}`;
  const sleep = await insertSpecialization(t.db, sleepName);
  elena = await insertCoach(t.db, {
    user: { firstName: 'Elena', lastName: 'Marsh', bio: 'I help busy people find calm through breath and attention.' },
    profile: { hourlyRateCents: 9_550, sessionLength: 45 },
    specializationIds: [sleep],
  });
  hostile = await insertCoach(t.db, { user: { firstName: HOSTILE_FIRST, lastName: 'Hale', bio: HOSTILE_BIO } });
  client = await signIn(t, { role: 'client', firstName: 'Quentin', lastName: 'Private' });
  coachUser = await signIn(t, { role: 'coach', firstName: 'Ottilie', lastName: 'Secret' });
  await vi.waitFor(() => expect(t.app.publicReadCache.listening).toBe(true));
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('server-rendered public pages', () => {
  it('the home page is the real page, with the specializations it shows handed to the browser', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    const page = pageOf(response.body);
    expect(page.appText).toContain('Coaching for the mind, spirit, and self');
    expect(page.appText).toContain(sleepName);
    expect(page.appText).toContain('Stories from Our Community');
    // The signed-in part of the header is left to the browser.
    expect(page.appText).not.toMatch(/Log in|Sign up|Logout/);
    expect(page.queryKeys).toEqual(['/api/specializations']);
    const specializations = (await callEndpoint(t.app, api.listSpecializations, { headers: { host: 'calm.test', ...{} } })).json();
    expect(page.state?.queries[0]?.state.data).toEqual(specializations);
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/page-chunk.js" />');
  });

  it('renders /de and /es/coaches/:id in their language, with the reader’s money, and keeps the same API answers', async () => {
    const german = await get('/de');
    expect(german.body).toContain('<html lang="de"');
    const home = pageOf(german.body);
    expect(home.appText).toContain('Coaching für Geist, Seele und dich selbst');
    expect(home.appText).toContain('Geschichten aus unserer Gemeinschaft');
    expect(home.appText).not.toContain('Coaching for the mind, spirit, and self');
    expect(home.queryKeys).toEqual(['/api/specializations']);
    const profile = pageOf((await get(`/es/coaches/${elena.id}`)).body);
    expect(profile.appText).toContain('95,50 $ por sesión');
    expect(profile.appText).toContain('45 minutos');
  });

  it('a coach profile shows the coach, and the coach and the public configuration are handed over', async () => {
    const page = pageOf((await get(`/coaches/${elena.id}`)).body);
    expect(page.appText).toContain('Elena Marsh');
    expect(page.appText).toContain('I help busy people find calm through breath and attention.');
    expect(page.appText).toContain('$95.50 per session');
    expect(page.appText).toContain('45 minutes');
    // Then the coach's packages and membership on sale (['packages', 'coach', id]) and upcoming programs (['programs', 'coach', id]).
    expect(page.queryKeys).toEqual([
      `/api/coaches/${elena.id}`,
      '/api/config/public',
      `/api/coaches/${elena.id}/reviews?limit=50&page=1`,
      'packages',
      'programs',
    ]);
    expect(page.state?.queries[0]?.state.data).toEqual(
      (await callEndpoint(t.app, api.getCoach, { params: { id: elena.id }, headers: { host: 'calm.test', ...{} } })).json(),
    );
    expect(page.state?.queries[3]?.queryKey).toEqual(['packages', 'coach', elena.id]);
    expect(page.state?.queries[3]?.state.data).toEqual(
      (await callEndpoint(t.app, api.listCoachOffers, { params: { id: elena.id }, headers: { host: 'calm.test', ...{} } })).json(),
    );
    expect(page.state?.queries[4]?.queryKey).toEqual(['programs', 'coach', elena.id]);
  });

  it('the directory follows the query’s filters and page', async () => {
    const filtered = pageOf((await get(`/coaches?specialty=${encodeURIComponent(sleepName.toLowerCase())}`)).body);
    expect(filtered.appText).toContain('1 coach');
    expect(filtered.appText).toContain('Elena Marsh');
    expect(filtered.appText).not.toContain('Hale');
    const apiUrl = filtered.queryKeys.find((key) => String(key).startsWith('/api/coaches?'));
    expect(apiUrl).toBe(
      `/api/coaches?specialty=${encodeURIComponent(sleepName.toLowerCase()).replace(/%20/g, '+')}&price=any&availability=any&page=1&pageSize=12`,
    );
    const all = pageOf((await get('/coaches')).body);
    expect(all.appText).toMatch(/\d+ coaches/);
    expect(all.appText).toContain('Elena Marsh');
    const beyond = pageOf((await get('/coaches?page=99')).body);
    expect(beyond.appText).toContain('This page is empty.');
  });

  it('leaves "available today" to the browser, which knows the visitor’s zone and clock', async () => {
    const page = pageOf((await get('/coaches?availability=today')).body);
    expect(page.appText).toContain('Loading coaches...');
    expect(page.appText).not.toContain('Elena Marsh');
    expect(page.queryKeys).toEqual(['/api/specializations']);
  });

  it.each([
    ['/getting-started', 'Getting Started'],
    ['/how-it-works', 'How It Works'],
    ['/founding-coaches', 'Become a Founding Coach'],
  ])('%s is rendered with its heading', async (path, heading) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(pageOf(response.body).app).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  });

  it('renders Workshops & Courses and a program’s page in every language, with the answers they were rendered from', async () => {
    const sleep = (await callEndpoint(t.app, api.listSpecializations, { headers: { host: 'calm.test', ...{} } }))
      .json()
      .find((s: { name: string }) => s.name === sleepName).id as number;
    const coach = await signIn(t, { userId: elena.userId });
    const id = await publishedProgram(
      t.app,
      coach.cookie,
      eightWeekCourse(sleep, { title: 'Sleep well in eight weeks', firstMeeting: '2031-03-04T18:00' }),
    );

    const list = pageOf((await get(`/programs?specializationId=${sleep}`)).body);
    expect(list.app).toMatch(/<h1[^>]*>Workshops &amp; Courses<\/h1>/);
    expect(list.appText).toContain('Sleep well in eight weeks');
    expect(list.appText).toContain('Course · 8 weekly meetings');
    expect(list.appText).toContain('$400.00 per seat');
    expect(list.appText).toContain('20 seats left');
    expect(list.queryKeys).toEqual(['/api/specializations', 'programs']);
    expect(list.state?.queries[1]?.queryKey).toEqual(['programs', 'list', sleep, null]);
    expect(list.state?.queries[1]?.state.data).toEqual(
      (await callEndpoint(t.app, api.listPrograms, { query: { specializationId: sleep }, headers: { host: 'calm.test', ...{} } })).json(),
    );

    const page = pageOf((await get(`/programs/${id}`)).body);
    expect(page.app).toMatch(/<h1[^>]*>Sleep well in eight weeks<\/h1>/);
    expect(page.appText).toContain('About this course');
    expect(page.appText).toContain('8 meetings');
    expect(page.appText).toContain('20 seats left of 20');
    expect(page.appText).toContain('Cancellation policy: Flexible');
    expect(page.state?.queries.map((q) => q.queryKey)).toEqual([['programs', 'one', String(id)]]);
    // The meetings' times wait for the browser, which knows the reader's zone.
    expect(page.appText).not.toContain('2031');

    const german = pageOf((await get(`/de/programs/${id}`)).body);
    expect(german.appText).toContain('Über diesen Kurs');
    expect(german.appText).toContain('Noch 20 von 20 Plätzen frei');
    expect(german.appText).toContain('400 $');
    const spanish = pageOf((await get(`/es/programs?specializationId=${sleep}`)).body);
    expect(spanish.app).toMatch(/<h1[^>]*>Talleres y cursos<\/h1>/);
    expect(spanish.appText).toContain('Curso · 8 encuentros semanales');
    expect(spanish.appText).toContain('quedan 20 plazas');
    expect(spanish.appText).not.toContain('seats left');

    expect((await get('/programs/999999')).statusCode).toBe(404);
  });

  it('names the checkout’s chunk in its HTML, which the browser renders alone', async () => {
    const checkout = await get(`/booking/${elena.id}?start=2030-01-07T10:00:00.000Z`);
    expect(checkout.body).toContain('<link rel="modulepreload" crossorigin href="/assets/page-chunk.js" />');
    expect(checkout.body).not.toContain(SERVER_STATE_ELEMENT_ID);
    expect((await get('/settings')).body).not.toContain('/assets/page-chunk.js');
  });

  it('an unknown coach is a 404 with nothing rendered', async () => {
    const response = await get('/coaches/999999');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(SERVER_STATE_ELEMENT_ID);
    expect(response.body).toContain('<!--app-html-->');
  });

  it('shows hostile names and bios as text, and the handed-over answers stay one JSON block', async () => {
    const response = await get(`/coaches/${hostile.id}`);
    const page = pageOf(response.body);
    // Only the page's own scripts: the JSON-LD, the app's module and the state block.
    expect(response.body.match(/<script/g)).toHaveLength(3);
    expect(page.app).not.toContain('<script');
    expect(page.app).toContain('Calm. &lt;/script&gt;&lt;script&gt;window.__xss=2&lt;/script&gt;&lt;!--');
    expect(page.appText).toContain(`${HOSTILE_FIRST} Hale`);
    expect(page.appText).toContain('</script><script>window.__xss=2</script>');
    const coach = page.state?.queries[0]?.state.data as { firstName: string; bio: string };
    expect([coach.firstName, coach.bio]).toEqual([HOSTILE_FIRST, HOSTILE_BIO]);
  });

  it('gives two signed-in users and an anonymous visitor the same bytes, with nothing of either user in them', async () => {
    for (const path of ['/', `/coaches/${elena.id}`, '/coaches', '/how-it-works']) {
      const anonymous = await get(path, { 'accept-encoding': 'br' });
      // The first signed-in request may be the one that renders (an empty cache).
      for (const user of [client, coachUser]) {
        const signedIn = await get(path, { 'accept-encoding': 'br', cookie: user.cookie });
        expect(signedIn.rawPayload.equals(anonymous.rawPayload)).toBe(true);
      }
      const html = (await get(path, { cookie: client.cookie })).body;
      for (const user of [client, coachUser]) {
        for (const value of [user.firstName, user.lastName, user.email, user.username]) expect(html).not.toContain(value);
      }
      expect(pageOf(html).queryKeys).not.toContain('/api/user');
    }
    t.app.publicReadCache.invalidate();
    // Rendered first for a signed-in user, then read anonymously: still nothing of theirs.
    const first = await get(`/coaches/${elena.id}`, { cookie: coachUser.cookie });
    const second = await get(`/coaches/${elena.id}`);
    expect(second.body).toBe(first.body);
    expect(second.body).not.toContain('Ottilie');
  });

  it('shows a change at once (the rendered pages are emptied from the cache with the data)', async () => {
    expect(pageOf((await get(`/coaches/${elena.id}`)).body).appText).toContain('Elena Marsh');
    expect(pageOf((await get('/coaches')).body).appText).toContain('Elena Marsh');
    await t.db.update(users).set({ lastName: 'Marsh-Lind' }).where(eq(users.id, elena.userId));
    expect(pageOf((await get(`/coaches/${elena.id}`)).body).appText).toContain('Elena Marsh-Lind');
    expect(pageOf((await get('/coaches')).body).appText).toContain('Elena Marsh-Lind');
    await t.db.update(users).set({ lastName: 'Marsh' }).where(eq(users.id, elena.userId));
  });

  it('shows the reviews with the coach’s reply as text, and no page for a coach who is not listed', async () => {
    const reviewer = await insertClient(t.db, { firstName: 'Rosa', lastName: 'Lind' });
    const reviewId = await insertReview(t.db, { coachId: hostile.id, clientId: reviewer, rating: 5, comment: 'Kind and clear.' });
    await t.db.update(reviews).set({ coachReply: HOSTILE_REPLY, coachRepliedAt: new Date() }).where(eq(reviews.id, reviewId));
    const response = await get(`/coaches/${hostile.id}`);
    const page = pageOf(response.body);
    expect(page.appText).toContain('Rosa L.');
    expect(page.appText).toContain('Kind and clear.');
    expect(page.appText).toContain(`Reply from the coach ${HOSTILE_REPLY}`);
    expect(page.app).toContain('&lt;img src=x onerror=');
    expect(page.app).not.toContain('<img src=x');
    expect(response.body.match(/<script/g)).toHaveLength(3);

    // docs/product/vetting.md: unlisted by an admin, the page is gone at once.
    await t.db.update(coachProfiles).set({ listingStatus: 'unlisted' }).where(eq(coachProfiles.id, hostile.id));
    expect((await get(`/coaches/${hostile.id}`)).statusCode).toBe(404);
    expect(pageOf((await get('/coaches')).body).appText).not.toContain('Hale');
    await t.db.update(coachProfiles).set({ listingStatus: 'approved' }).where(eq(coachProfiles.id, hostile.id));
  });
});
