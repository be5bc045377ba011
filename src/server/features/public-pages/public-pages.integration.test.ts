// The HTML the server sends for the public pages, as a crawler or a chat's
// link preview reads it without running any script: each page's title,
// description and canonical link, a coach's preview tags and structured data,
// the sitemap and robots.txt.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachProfiles, users } from '../../db/schema.js';
import { insertReview } from '../../test-support/bookings.js';
import { insertClient, insertCoach, insertSpecialization, type InsertedCoach } from '../../test-support/coaches.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const HOSTILE_FIRST = '<script>alert("first")</script>';
const HOSTILE_LAST = `"><img src=x onerror=alert('last')>`;
const HOSTILE_BIO = 'Calm & kind. </script><script>alert("bio")</script> <!-- & more';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (value: string) => value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

type JsonLd = { description: string; provider: { name: string; knowsAbout?: string[] } } & Record<string, unknown>;

// Reads the head the way a preview service does: tags by attribute, values unescaped.
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (attribute: 'name' | 'property', key: string) => {
    const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(head);
    return match?.[1] === undefined ? undefined : unescape(match[1]);
  };
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
  const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(head)?.[1];
  return {
    head,
    title: title === undefined ? undefined : unescape(title),
    description: meta('name', 'description'),
    canonical: canonical === undefined ? undefined : unescape(canonical),
    og: (key: string) => meta('property', `og:${key}`),
    twitter: (key: string) => meta('name', `twitter:${key}`),
    robots: meta('name', 'robots'),
    jsonLd: jsonLd === undefined ? undefined : (JSON.parse(jsonLd) as JsonLd),
    titleCount: head.match(/<title>/g)?.length ?? 0,
    descriptionCount: head.match(/<meta name="description"/g)?.length ?? 0,
  };
}

let t: TestApp;
let distDir: string;
let listed: InsertedCoach;
let hostile: InsertedCoach;
let deactivated: InsertedCoach;
let unlisted: InsertedCoach;

beforeAll(async () => {
  // The client's own index.html stands in for the built one.
  distDir = mkdtempSync(join(tmpdir(), 'stillpoint-pages-'));
  copyFileSync(join(import.meta.dirname, '../../../client/index.html'), join(distDir, 'index.html'));
  t = await createTestApp({ clientDistDir: distDir });
  const stress = await insertSpecialization(t.db, `Stress Relief ${Date.now()}`);
  const sleep = await insertSpecialization(t.db, `Better Sleep ${Date.now()}`);
  listed = await insertCoach(t.db, {
    user: {
      firstName: 'Elena',
      lastName: 'Marsh',
      bio: 'I help busy people find calm through breath and attention.',
      profileImage: '/api/images/42',
      email: 'elena.private@example.com',
    },
    profile: { hourlyRateCents: 9_550, sessionLength: 45 },
    specializationIds: [stress, sleep],
  });
  const client = await insertClient(t.db);
  await insertReview(t.db, { coachId: listed.id, clientId: client, rating: 4 });
  await insertReview(t.db, { coachId: listed.id, clientId: client, rating: 5 });
  hostile = await insertCoach(t.db, {
    user: { firstName: HOSTILE_FIRST, lastName: HOSTILE_LAST, bio: HOSTILE_BIO, profileImage: 'javascript:alert(1)' },
  });
  deactivated = await insertCoach(t.db, { user: { firstName: 'Victor', lastName: 'Hale', isActive: false } });
  unlisted = await insertCoach(t.db, { user: { firstName: 'Unfinished', lastName: 'Profile' }, profile: { acceptedTerms: false } });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'calm.test', ...headers } });

describe('a coach profile', () => {
  it('is described for search and previews: title, description, canonical, Open Graph and Twitter tags', async () => {
    const response = await get(`/coaches/${listed.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const head = headOf(response.body);
    const url = `http://calm.test/coaches/${listed.id}`;
    expect(head.title).toBe('Elena Marsh, mindfulness coach | Stillpoint');
    expect(head.description).toMatch(
      /^Better Sleep \d+, Stress Relief \d+ · \$95\.50 per 45-minute session\. I help busy people find calm through breath and attention\.$/,
    );
    expect([head.titleCount, head.descriptionCount]).toEqual([1, 1]);
    expect(head.canonical).toBe(url);
    expect(head.og('type')).toBe('profile');
    expect(head.og('title')).toBe('Elena Marsh, mindfulness coach');
    expect(head.og('description')).toBe(head.description);
    expect(head.og('url')).toBe(url);
    expect(head.og('image')).toBe('http://calm.test/api/images/42');
    expect(head.og('site_name')).toBe('Stillpoint');
    expect(head.twitter('card')).toBe('summary');
    expect(head.twitter('image')).toBe('http://calm.test/api/images/42');
    expect(head.twitter('data1')).toBe('$95.50 per 45-minute session');
    expect(head.twitter('data2')).toMatch(/^Better Sleep \d+, Stress Relief \d+$/);
    // The app itself is still there to take over in the browser.
    expect(response.body).toContain('<div id="root">');
    expect(response.body).toContain('<script type="module"');
  });

  it('has JSON-LD with the price and the aggregate rating of its reviews', async () => {
    const { jsonLd } = headOf((await get(`/coaches/${listed.id}`)).body);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      url: `http://calm.test/coaches/${listed.id}`,
      provider: { '@type': 'Person', name: 'Elena Marsh', image: 'http://calm.test/api/images/42' },
      offers: { '@type': 'Offer', price: '95.50', priceCurrency: 'USD' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
    });
    expect(jsonLd?.provider.knowsAbout).toHaveLength(2);
  });

  it('publishes no rating for a coach without reviews, and nothing private', async () => {
    const response = await get(`/coaches/${hostile.id}`);
    expect(headOf(response.body).jsonLd).not.toHaveProperty('aggregateRating');
    expect((await get(`/coaches/${listed.id}`)).body).not.toContain('elena.private@example.com');
  });

  it('escapes a hostile name and bio everywhere they appear, and drops a non-http photo', async () => {
    const response = await get(`/coaches/${hostile.id}`);
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    // The only elements are the ones the page put there: no injected script or image.
    expect(response.body).not.toMatch(/<script>|<img|<!-- &|alert\("bio"\)<\/script>/);
    expect(response.body.match(/<script/g)).toHaveLength(2); // the JSON-LD and the app's module
    expect(head.title).toBe(`${HOSTILE_FIRST} ${HOSTILE_LAST}, mindfulness coach | Stillpoint`);
    expect(head.og('title')).toBe(`${HOSTILE_FIRST} ${HOSTILE_LAST}, mindfulness coach`);
    expect(head.description).toContain('</script><script>alert("bio")</script>');
    expect(head.jsonLd?.provider.name).toBe(`${HOSTILE_FIRST} ${HOSTILE_LAST}`);
    expect(head.jsonLd?.description).toContain('</script><script>alert("bio")</script>');
    expect(head.og('image')).toBeUndefined();
    expect(head.twitter('image')).toBeUndefined();
  });

  it('describes nothing of a deactivated, unlisted or unknown coach, and asks not to be indexed', async () => {
    for (const [id, name] of [
      [deactivated.id, 'Victor'],
      [unlisted.id, 'Unfinished'],
      [999_999, ''],
      ['abc', ''],
    ] as const) {
      const response = await get(`/coaches/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const head = headOf(response.body);
      expect(head.title).toBe('Stillpoint: mindfulness coaching');
      expect(head.robots).toBe('noindex');
      expect(head.canonical).toBeUndefined();
      expect(head.og('title')).toBeUndefined();
      expect(head.jsonLd).toBeUndefined();
      if (name) expect(response.body).not.toContain(name);
    }
  });

  it('shows a change at once (the page cache is emptied with the data)', async () => {
    expect(headOf((await get(`/coaches/${listed.id}`)).body).og('title')).toBe('Elena Marsh, mindfulness coach');
    await t.db.update(users).set({ lastName: 'Marsh-Lind' }).where(eq(users.id, listed.userId));
    expect(headOf((await get(`/coaches/${listed.id}`)).body).og('title')).toBe('Elena Marsh-Lind, mindfulness coach');
    await t.db.update(users).set({ lastName: 'Marsh' }).where(eq(users.id, listed.userId));
  });
});

describe('the other public pages', () => {
  it.each([
    ['/', 'Stillpoint: mindfulness coaching', 'http://calm.test/'],
    ['/coaches', 'Find Your Coach | Stillpoint', 'http://calm.test/coaches'],
    ['/coaches?specialty=sleep&page=2&q=calm', 'Find Your Coach | Stillpoint', 'http://calm.test/coaches?page=2'],
    ['/getting-started', 'Getting Started | Stillpoint', 'http://calm.test/getting-started'],
    ['/how-it-works', 'How It Works | Stillpoint', 'http://calm.test/how-it-works'],
    ['/founding-coaches', 'Founding Coaches | Stillpoint', 'http://calm.test/founding-coaches'],
  ])('%s has its own title, description and canonical link', async (path, title, canonical) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    expect(head.title).toBe(title);
    expect(head.description?.length).toBeGreaterThan(50);
    expect(head.canonical).toBe(canonical);
    expect(head.og('url')).toBe(canonical);
    expect([head.titleCount, head.descriptionCount]).toEqual([1, 1]);
  });

  it('gives every other page the site’s own head, with no canonical link', async () => {
    for (const path of ['/settings', '/dashboard/admin', '/no/such/page']) {
      const head = headOf((await get(path)).body);
      expect(head.title).toBe('Stillpoint: mindfulness coaching');
      expect(head.canonical).toBeUndefined();
    }
    expect((await get('/api/no-such-thing')).statusCode).toBe(404);
  });

  it('uses the origin the request came to, each origin its own (no answer cached for one is given to another)', async () => {
    expect(headOf((await get('/how-it-works', { host: 'one.test' })).body).canonical).toBe('http://one.test/how-it-works');
    expect(headOf((await get('/how-it-works', { host: 'two.test:8080' })).body).canonical).toBe('http://two.test:8080/how-it-works');
    expect(headOf((await get('/how-it-works', { host: 'one.test' })).body).canonical).toBe('http://one.test/how-it-works');
  });
});

describe('the sitemap and robots.txt', () => {
  it('lists the public pages and every listed coach, and no one else', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const locations = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    const inEachLanguage = (path: string) => [
      `http://calm.test${path}`,
      `http://calm.test/de${path === '/' ? '' : path}`,
      `http://calm.test/es${path === '/' ? '' : path}`,
    ];
    expect(locations).toEqual([
      ...inEachLanguage('/'),
      ...inEachLanguage('/coaches'),
      ...inEachLanguage('/getting-started'),
      ...inEachLanguage('/how-it-works'),
      ...inEachLanguage('/founding-coaches'),
      ...inEachLanguage('/programs'),
      ...inEachLanguage(`/coaches/${listed.id}`),
      ...inEachLanguage(`/coaches/${hostile.id}`),
    ]);
  });

  it('names each page’s address in every language beside it (hreflang, with x-default)', async () => {
    const body = (await get('/sitemap.xml')).body;
    const entry = body.split('\n').find((line) => line.includes(`<loc>http://calm.test/de/coaches/${listed.id}</loc>`)) ?? '';
    const alternates = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => `${match[1]} ${match[2]}`);
    expect(alternates).toEqual([
      `en http://calm.test/coaches/${listed.id}`,
      `de http://calm.test/de/coaches/${listed.id}`,
      `es http://calm.test/es/coaches/${listed.id}`,
      `x-default http://calm.test/coaches/${listed.id}`,
    ]);
  });

  it('drops a coach as soon as they are deactivated', async () => {
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, hostile.userId));
    expect((await get('/sitemap.xml')).body).not.toContain(`/coaches/${hostile.id}<`);
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, hostile.userId));
    await t.db.update(coachProfiles).set({ acceptedTerms: false }).where(eq(coachProfiles.id, hostile.id));
    expect((await get('/sitemap.xml')).body).not.toContain(`/coaches/${hostile.id}<`);
    await t.db.update(coachProfiles).set({ acceptedTerms: true }).where(eq(coachProfiles.id, hostile.id));
  });

  it('robots.txt keeps crawlers out of the API and points at the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('User-agent: *\nDisallow: /api/\nAllow: /api/images/\n\nSitemap: http://calm.test/sitemap.xml\n');
  });
});

describe('with PUBLIC_URL set', () => {
  let behindProxy: TestApp;
  beforeAll(async () => {
    behindProxy = await createTestApp({ clientDistDir: distDir, env: { PUBLIC_URL: 'https://coaching.example.org/' } });
  });
  afterAll(async () => {
    await behindProxy.close();
  });

  it('builds every absolute address from it, whatever the Host header says', async () => {
    const headers = { host: 'evil.test' };
    const coachId = (await insertCoach(behindProxy.db, { user: { firstName: 'Aiko', lastName: 'Tanaka', profileImage: '/api/images/7' } }))
      .id;
    const head = headOf((await behindProxy.app.inject({ method: 'GET', url: `/coaches/${coachId}`, headers })).body);
    expect(head.canonical).toBe(`https://coaching.example.org/coaches/${coachId}`);
    expect(head.og('image')).toBe('https://coaching.example.org/api/images/7');
    const sitemap = (await behindProxy.app.inject({ method: 'GET', url: '/sitemap.xml', headers })).body;
    expect(sitemap).toContain(`<loc>https://coaching.example.org/coaches/${coachId}</loc>`);
    expect(sitemap).not.toContain('evil.test');
    expect((await behindProxy.app.inject({ method: 'GET', url: '/robots.txt', headers })).body).toContain(
      'Sitemap: https://coaching.example.org/sitemap.xml',
    );
  });
});

describe('the public pages in each language', () => {
  const alternatesOf = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => `${match[1]} ${match[2]}`);

  it('serves /de/... in German: the document’s language, its own canonical address and the other languages beside it', async () => {
    const response = await get('/de/coaches');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="de"');
    expect(headOf(response.body).canonical).toBe('http://calm.test/de/coaches');
    expect(alternatesOf(response.body)).toEqual([
      'en http://calm.test/coaches',
      'de http://calm.test/de/coaches',
      'es http://calm.test/es/coaches',
      'x-default http://calm.test/coaches',
    ]);
    const profile = await get(`/es/coaches/${listed.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('<html lang="es"');
    expect(headOf(profile.body).canonical).toBe(`http://calm.test/es/coaches/${listed.id}`);
    expect((await get('/de')).body).toContain('<html lang="de"');
  });

  it('names each page in its language: title, description and preview tags, the home page and the app shell too', async () => {
    const german = headOf((await get('/de/how-it-works')).body);
    expect(german.title).toBe('So funktioniert’s | Stillpoint');
    expect(german.description).toMatch(/^Finde einen Achtsamkeits-Coach, buche und bezahle sicher/);
    expect(german.og('title')).toBe('So funktioniert’s');
    expect(headOf((await get('/es/coaches')).body).title).toBe('Encuentra tu coach | Stillpoint');
    expect(headOf((await get('/es')).body).title).toBe('Stillpoint: coaching de mindfulness');
    expect(headOf((await get('/de/settings')).body).title).toBe('Stillpoint: Achtsamkeits-Coaching');
    // English as it always was.
    expect(headOf((await get('/how-it-works')).body).title).toBe('How It Works | Stillpoint');
    expect(headOf((await get('/')).body).title).toBe('Stillpoint: mindfulness coaching');
  });

  it('sends a German browser from an English address to the German one, and keeps a visitor who chose English there', async () => {
    // An English answer first, so the read cache holds one.
    expect((await get('/how-it-works')).body).toContain('<html lang="en"');
    const german = await get('/how-it-works?x=1', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(german.statusCode).toBe(302);
    expect(german.headers.location).toBe('/de/how-it-works?x=1');
    const cached = await get('/how-it-works', { 'accept-language': 'es-ES' });
    expect([cached.statusCode, cached.headers.location]).toEqual([302, '/es/how-it-works']);
    const chose = await get('/how-it-works', { 'accept-language': 'de-DE', cookie: 'lang=en' });
    expect(chose.statusCode).toBe(200);
    expect(chose.body).toContain('<html lang="en"');
    // The signed-in pages too: the app shell at the German address.
    const settings = await get('/settings', { cookie: 'lang=de' });
    expect([settings.statusCode, settings.headers.location]).toEqual([302, '/de/settings']);
    expect((await get('/de/settings')).body).toContain('<html lang="de"');
  });
});
