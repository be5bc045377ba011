import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBlockedAddress } from './address-guard.js';
import { calendarRequestUrl, fetchCalendar } from './fetch-calendar.js';

const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
let server: Server;
let base: string;
let port: number;

function route(request: IncomingMessage, response: ServerResponse) {
  const path = request.url ?? '/';
  if (path === '/calendar.ics') return response.writeHead(200, { 'content-type': 'text/calendar' }).end(CALENDAR);
  const hops = /^\/redirect\/(\d+)$/.exec(path);
  if (hops) {
    const left = Number(hops[1]);
    return response.writeHead(302, { location: left > 1 ? `/redirect/${left - 1}` : '/calendar.ics' }).end();
  }
  if (path === '/to-metadata') return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
  if (path === '/to-private') return response.writeHead(301, { location: 'http://10.0.0.8/calendar.ics' }).end();
  if (path === '/to-file') return response.writeHead(302, { location: 'file:///etc/passwd' }).end();
  if (path === '/huge') {
    // No content-length: the cap has to be counted while streaming.
    response.writeHead(200, { 'content-type': 'text/calendar' });
    const chunk = 'X'.repeat(64 * 1024);
    for (let i = 0; i < 48; i++) response.write(chunk);
    return response.end();
  }
  if (path === '/silent') return; // never answers
  if (path === '/gone') return response.writeHead(404).end('Not found');
  return response.writeHead(500).end();
}

beforeAll(async () => {
  server = createServer(route);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'ff02::1',
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '142.250.74.110', '2a00:1450:4001:80b::200e'])('allows the public address %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });

  it('lets the test flag through loopback only', () => {
    expect(isBlockedAddress('127.0.0.1', { allowLoopback: true })).toBe(false);
    expect(isBlockedAddress('::1', { allowLoopback: true })).toBe(false);
    expect(isBlockedAddress('10.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isBlockedAddress('169.254.169.254', { allowLoopback: true })).toBe(true);
  });
});

describe('calendarRequestUrl', () => {
  it('reads webcal:// as https://', () => {
    expect(calendarRequestUrl('webcal://p42-caldav.icloud.com/published/2/abc').toString()).toBe(
      'https://p42-caldav.icloud.com/published/2/abc',
    );
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/cal.ics',
    'gopher://example.com/',
    'javascript:alert(1)',
    'not a url',
    'https://me:pw@example.com/cal.ics',
  ])('refuses %s', (raw) => {
    expect(() => calendarRequestUrl(raw)).toThrow();
  });
});

describe('fetchCalendar', () => {
  it('fetches a calendar from the fixture server when loopback is allowed', async () => {
    await expect(fetchCalendar(`${base}/calendar.ics`, { allowLoopback: true })).resolves.toBe(CALENDAR);
  });

  it('refuses loopback without the test flag, by address and by name', async () => {
    await expect(fetchCalendar(`${base}/calendar.ics`)).rejects.toThrow(/private network/);
    await expect(fetchCalendar(`http://localhost:${port}/calendar.ics`)).rejects.toThrow(/private network/);
    await expect(fetchCalendar(`http://[::1]:${port}/calendar.ics`)).rejects.toThrow(/private network/);
    await expect(fetchCalendar(`http://[::ffff:127.0.0.1]:${port}/calendar.ics`)).rejects.toThrow(/private network/);
  });

  it('refuses the metadata endpoint and private networks', async () => {
    await expect(fetchCalendar('http://169.254.169.254/latest/meta-data/')).rejects.toThrow(/private network/);
    await expect(fetchCalendar('http://10.0.0.8/calendar.ics')).rejects.toThrow(/private network/);
    await expect(fetchCalendar('http://[fd00::8]/calendar.ics')).rejects.toThrow(/private network/);
  });

  it('checks every redirect again: to the metadata endpoint, a private network or another scheme', async () => {
    await expect(fetchCalendar(`${base}/to-metadata`, { allowLoopback: true })).rejects.toThrow(/private network/);
    await expect(fetchCalendar(`${base}/to-private`, { allowLoopback: true })).rejects.toThrow(/private network/);
    await expect(fetchCalendar(`${base}/to-file`, { allowLoopback: true })).rejects.toThrow(/Only http/);
  });

  it('follows up to three redirects and no more', async () => {
    await expect(fetchCalendar(`${base}/redirect/3`, { allowLoopback: true })).resolves.toBe(CALENDAR);
    await expect(fetchCalendar(`${base}/redirect/4`, { allowLoopback: true })).rejects.toThrow(/redirects too many times/);
  });

  it('stops reading past the size cap', async () => {
    await expect(fetchCalendar(`${base}/huge`, { allowLoopback: true })).rejects.toThrow(/larger than 2 MB/);
  });

  it('gives up after the timeout', async () => {
    await expect(fetchCalendar(`${base}/silent`, { allowLoopback: true, timeoutMs: 300 })).rejects.toThrow(/did not answer in time/);
  });

  it('reports an error status', async () => {
    await expect(fetchCalendar(`${base}/gone`, { allowLoopback: true })).rejects.toThrow(/HTTP 404/);
  });
});
