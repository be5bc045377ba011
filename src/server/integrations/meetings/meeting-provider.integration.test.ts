// Zoom is exercised against a local fake of its two HTTP endpoints, through
// the real provider code and the real fetch.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createMeetingProvider } from './create-meeting-provider.js';

type Seen = { method?: string; url?: string; authorization?: string; body: string };
const seen: Seen[] = [];
let server: Server;
let base: string;
let failMeetings = false;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    seen.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body });
    response.setHeader('content-type', 'application/json');
    if (request.url?.startsWith('/oauth/token')) {
      const expected = `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`;
      if (request.headers.authorization !== expected) return void response.writeHead(401).end('{}');
      return void response.end(JSON.stringify({ access_token: 'token-123', token_type: 'bearer', expires_in: 3599 }));
    }
    if (request.url === '/v2/users/me/meetings' && request.headers.authorization === 'Bearer token-123') {
      if (failMeetings) return void response.writeHead(500).end('{}');
      const meetingId = 80000 + seen.length;
      return void response.writeHead(201).end(JSON.stringify({ id: meetingId, join_url: `https://zoom.example/j/${meetingId}` }));
    }
    response.writeHead(404).end('{}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const zoomEnv = () => ({
  ZOOM_ACCOUNT_ID: 'acct-1',
  ZOOM_CLIENT_ID: 'client-id',
  ZOOM_CLIENT_SECRET: 'client-secret',
  ZOOM_API_URL: `${base}/v2`,
  ZOOM_OAUTH_URL: `${base}/oauth/token`,
});

describe('meeting links', () => {
  it('gives every booking its own unguessable Jitsi room by default', async () => {
    const provider = createMeetingProvider(loadConfig({}).meetings);
    const request = { bookingId: 1, topic: 'Session', start: new Date('2030-01-01T10:00Z'), durationMinutes: 60 };
    const [a, b] = await Promise.all([provider.createMeeting(request), provider.createMeeting(request)]);
    expect(a.url).toMatch(/^https:\/\/meet\.jit\.si\/Stillpoint-[0-9a-f]{32}$/);
    expect(a.url).not.toBe(b.url);
  });

  it('creates Zoom meetings with Server-to-Server OAuth, reusing the token', async () => {
    const provider = createMeetingProvider(loadConfig(zoomEnv()).meetings);
    expect(provider.name).toBe('zoom');
    const start = new Date('2030-01-01T10:00:00Z');
    const first = await provider.createMeeting({ bookingId: 7, topic: 'Mindfulness session', start, durationMinutes: 45 });
    const second = await provider.createMeeting({ bookingId: 8, topic: 'Mindfulness session', start, durationMinutes: 45 });
    expect(first.url).toMatch(/^https:\/\/zoom\.example\/j\/\d+$/);
    expect(second.url).not.toBe(first.url);

    const tokenCalls = seen.filter((s) => s.url?.startsWith('/oauth/token'));
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]?.url).toBe('/oauth/token?grant_type=account_credentials&account_id=acct-1');
    const meetingCall = seen.find((s) => s.url === '/v2/users/me/meetings');
    expect(JSON.parse(meetingCall?.body ?? '{}')).toMatchObject({
      topic: 'Mindfulness session',
      type: 2,
      start_time: start.toISOString(),
      duration: 45,
    });
  });

  it('reports a Zoom failure instead of inventing a link', async () => {
    failMeetings = true;
    const provider = createMeetingProvider(loadConfig(zoomEnv()).meetings);
    await expect(provider.createMeeting({ bookingId: 9, topic: 't', start: new Date(), durationMinutes: 30 })).rejects.toThrow(/500/);
    failMeetings = false;
  });

  it('refuses a half-configured Zoom', () => {
    expect(() => loadConfig({ ZOOM_ACCOUNT_ID: 'only-this' })).toThrow(/ZOOM_/);
  });
});
