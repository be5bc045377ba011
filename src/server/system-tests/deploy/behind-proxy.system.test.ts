// The set-up of docs/operations.md, run for real: nginx ends TLS and HTTP/2 in
// front of two app processes in production mode on PostgreSQL and Redis.
// What a visitor and an operator would notice: the secure session cookie, the
// limits counting the client's own address, one shared state behind both
// processes, compressed answers cached as they should be, live events passed
// through at once, the metrics kept off the public side, and a process dying
// without the service going down.
import { connect as http2Connect } from 'node:http2';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAlwaysOpenCoach, insertSignedInClients, openSlots } from '../fixtures.js';
import { bookingIdOf, createIntent, postBooking, request } from '../http-client.js';
import { framesOf, isEvent, type OpenedStream } from '../../test-support/live-stream.js';
import { startDeployment, METRICS_TOKEN, type Deployment } from './deployment.js';
import { closeTlsAgents, tlsRequest } from './tls-client.js';

let d: Deployment;
beforeAll(async () => {
  d = await startDeployment({ processes: 2, portOffset: 0 });
}, 120_000);
afterAll(async () => {
  closeTlsAgents();
  await d?.stop();
});

// The sessions of insertSignedInClients under the production cookie's name.
const productionCookie = (cookie: string) => `__Host-${cookie}`;
const logs = () => d.processes.map((p) => `${p.name}:\n${p.output()}`).join('\n') + `\nnginx:\n${d.nginx.output()}`;

// GET /api/live through nginx as a browser's EventSource opens it: HTTP/2 over TLS.
async function openLiveThroughProxy(cookie: string): Promise<OpenedStream & { headers: IncomingHttpHeaders }> {
  const session = http2Connect(d.nginx.url, { ca: d.nginx.ca, host: '127.0.0.1', servername: 'localhost' });
  session.on('error', () => {});
  const stream = session.request({ ':path': '/api/live', accept: 'text/event-stream', 'accept-encoding': 'br, gzip', cookie });
  const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
    stream.once('response', resolve);
    stream.once('error', reject);
  });
  // Ending the stream ourselves is not a failure.
  stream.on('error', () => {});
  const close = () => {
    stream.close();
    session.close();
  };
  return { ...framesOf(Number(headers[':status']), stream, close), headers };
}

describe('behind nginx with TLS', { timeout: 90_000 }, () => {
  it('speaks HTTP/2 over TLS, and sends plain HTTP to HTTPS', async () => {
    const session = http2Connect(d.nginx.url, { ca: d.nginx.ca, host: '127.0.0.1', servername: 'localhost' });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const stream = session.request({ ':path': '/healthz' });
        stream.on('response', (headers) => resolve(Number(headers[':status'])));
        stream.on('error', reject);
        stream.resume();
      });
      expect(status).toBe(200);
      expect(session.alpnProtocol).toBe('h2');
    } finally {
      session.close();
    }
    const port = Number(/listen 127\.0\.0\.1:(\d+);/.exec(d.nginx.siteConfig)?.[1]);
    const location = await new Promise<string | undefined>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/coaches?q=calm', headers: { host: 'localhost' } }, (res) => {
        res.resume();
        resolve(res.statusCode === 301 ? res.headers.location : `status ${res.statusCode}`);
      });
      req.on('error', reject);
      req.end();
    });
    expect(location).toBe('https://localhost/coaches?q=calm');
  });

  it('sets the session cookie as __Host- and Secure over TLS, and the session works on every process', async () => {
    const username = `deploy${Date.now().toString(36)}`;
    const registered = await tlsRequest(d.nginx, 'POST', '/api/register', {
      json: { username, email: `${username}@example.com`, password: 'still-waters-42', firstName: 'Dee', lastName: 'Ploy', role: 'client' },
    });
    expect(registered.status, registered.text + logs()).toBe(201);
    const cookie = [registered.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('__Host-sid='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; Secure(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(registered.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const pair = cookie!.split(';')[0]!;
    // Round robin: consecutive requests land on both processes.
    const me = await Promise.all([1, 2, 3, 4].map(() => tlsRequest(d.nginx, 'GET', '/api/user', { cookie: pair })));
    expect(me.map((r) => [r.status, (r.body as { username?: string }).username])).toEqual(me.map(() => [200, username]));
  });

  it("counts the client's own address at the limiter, not the proxy's, and a forged X-Forwarded-For changes nothing", async () => {
    const login = (from: string, i: number, headers?: Record<string, string>) =>
      tlsRequest(d.nginx, 'POST', '/api/login', { from, headers, json: { username: `nobody-${from}-${i}`, password: 'wrong-password-1' } });
    const statuses: Array<number | string> = [];
    for (let i = 0; i < 11; i++) statuses.push((await login('127.0.0.2', i)).status);
    // Ten tries a minute per address (src/server/http/rate-limit/rules.ts), then refused.
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    expect((await login('127.0.0.2', 11, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    // Another client behind the same proxy still gets its own ten.
    expect((await login('127.0.0.3', 0)).status).toBe(401);

    const redis = new Redis(process.env.TEST_REDIS_URL ?? '');
    try {
      const keys = (await redis.keys(`${d.redisPrefix}*`)).map((key) => key.slice(d.redisPrefix.length));
      const loginKeys = keys.filter((key) => key.includes('login-ip'));
      expect(loginKeys.some((key) => key.endsWith(':127.0.0.2'))).toBe(true);
      expect(loginKeys.some((key) => key.endsWith(':127.0.0.3'))).toBe(true);
      expect(loginKeys.filter((key) => key.endsWith(':127.0.0.1') || key.includes('203.0.113.9'))).toEqual([]);
    } finally {
      redis.disconnect();
    }
  });

  it('shows a booking made through one process on the other, and through the proxy', async () => {
    const [a, b] = d.processes as [(typeof d.processes)[0], (typeof d.processes)[0]];
    const coach = await insertAlwaysOpenCoach(d.database.db);
    const [client] = await insertSignedInClients(d.database.db, 1);
    const cookie = productionCookie(client!.cookie);
    const [slot] = await openSlots(a.url, coach.id);
    const paymentIntentId = await createIntent(a.url, cookie, coach.id, slot!);
    const booked = await postBooking(a.url, cookie, { coachId: coach.id, startTime: slot!, paymentIntentId });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = bookingIdOf(booked);

    const onB = await request(b.url, 'GET', `/api/bookings/${id}`, { cookie });
    expect(onB.status).toBe(200);
    expect(onB.body).toMatchObject({ id, startTime: slot });
    expect(await openSlots(b.url, coach.id)).not.toContain(slot);
    const viaProxy = await tlsRequest(d.nginx, 'GET', `/api/bookings/${id}`, { cookie });
    expect(viaProxy.body).toMatchObject({ id, startTime: slot });
  });

  it('compresses pages, assets and the API, each with its own caching', async () => {
    const page = await tlsRequest(d.nginx, 'GET', '/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['vary']).toMatch(/accept-encoding/i);

    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1];
    expect(script).toBeDefined();
    const asset = await tlsRequest(d.nginx, 'GET', script!);
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const api = await tlsRequest(d.nginx, 'GET', '/api/specializations');
    expect(api.status).toBe(200);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(api.headers['cache-control'] ?? '').not.toMatch(/public|immutable/);
    // Past the 1 KB below which compressing does not pay.
    const document = await tlsRequest(d.nginx, 'GET', '/api/openapi.json');
    expect(document.headers['content-type']).toMatch(/^application\/json/);
    expect(document.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    // A signed-in answer is nobody else's: never stored by a shared cache.
    const [client] = await insertSignedInClients(d.database.db, 1);
    const mine = await tlsRequest(d.nginx, 'GET', '/api/user/bookings', { cookie: productionCookie(client!.cookie) });
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control'] ?? 'private').toMatch(/private|no-store|no-cache/);
  });

  it('passes live events through unbuffered: a message written on either process reaches a tab connected through nginx within two seconds', async () => {
    const [a, b] = d.processes as [(typeof d.processes)[0], (typeof d.processes)[0]];
    const coach = await insertAlwaysOpenCoach(d.database.db);
    const [client] = await insertSignedInClients(d.database.db, 1);
    const cookie = productionCookie(client!.cookie);
    const started = await request(a.url, 'POST', '/api/conversations', { cookie, json: { coachId: coach.id } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const conversationId = (started.body as { id: number }).id;

    const tab = await openLiveThroughProxy(cookie);
    try {
      expect(tab.status).toBe(200);
      expect(tab.headers['content-type']).toMatch(/^text\/event-stream/);
      // A compressed stream would sit in the compressor's buffer.
      expect(tab.headers['content-encoding']).toBeUndefined();
      // The first event says the stream is open (and subscribed) on whichever process nginx chose.
      await tab.next(isEvent('unread'), 10_000);
      // The writer's own tabs hear of the message too; one of the two sends crosses processes.
      const delays: number[] = [];
      for (const through of [a, b]) {
        const sentAt = Date.now();
        const sent = await request(through.url, 'POST', `/api/conversations/${conversationId}/messages`, {
          cookie,
          json: { body: `Written through ${through.name}` },
        });
        expect(sent.status, JSON.stringify(sent.body)).toBe(201);
        // The stream's keep-alive comment comes every 25 s: a buffering proxy would hold the event far longer.
        await tab.next(
          isEvent('message', (data) => data.conversationId === conversationId),
          2_000,
        );
        delays.push(Date.now() - sentAt);
      }
      console.info(`live event through nginx: ${JSON.stringify({ msFromSendToEvent: delays })}`);
    } finally {
      tab.close();
    }
  });

  it('keeps /metrics off the public side, and gives it to the scraper on the process itself', async () => {
    const outside = await tlsRequest(d.nginx, 'GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(outside.status).toBe(404);
    const scrape = await request(d.processes[0]!.url, 'GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scrape.status).toBe(200);
    expect(String(scrape.body)).toMatch(/^stillpoint_http_requests_total\{method="POST",route="\/api\/login",status="401"\} \d+/m);
    expect(String(scrape.body)).toMatch(/^stillpoint_db_pool_connections\{state="max"\} 10$/m);
  });

  it('keeps answering through the other process when one is killed', async () => {
    const [a] = d.processes;
    await a!.kill();
    const answers = await Promise.all(Array.from({ length: 20 }, () => tlsRequest(d.nginx, 'GET', '/api/coaches')));
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    const login = await tlsRequest(d.nginx, 'POST', '/api/login', {
      from: '127.0.0.4',
      json: { username: 'nobody-x', password: 'wrong-password-1' },
    });
    expect(login.status).toBe(401);
    // Back on its port, it takes its share again.
    await d.startProcess(0);
    const after = await Promise.all(Array.from({ length: 6 }, () => tlsRequest(d.nginx, 'GET', '/healthz')));
    expect(after.map((r) => r.status)).toEqual(after.map(() => 200));
  });
});
