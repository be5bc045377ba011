// BENCH_ONLY=live, third part: the requests an idle signed-in tab makes, counted
// by a real headless browser on a thread page (docs/decisions/0059-live-updates.md).
// Before: the stream unavailable (the page's EventSource removed, as in a browser
// or proxy that blocks it), so the page falls back to polling. After: the stream
// open. The stream's own request is counted apart.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Request } from '@playwright/test';
import { SESSION_HINT_COOKIE } from '../../src/shared/session-hint.js';
import type { AppServer } from './app-server.js';
import type { BenchClient } from './load-fixtures.js';

export type IdleTabResult = {
  seconds: number;
  // Requests per second of the idle tab, the stream's own request left out.
  pollingRequestsPerSecond: number;
  streamRequestsPerSecond: number;
  // What the polling tab asked, by path, over the whole window.
  pollingAsked: Record<string, number>;
  streamAsked: Record<string, number>;
};

const CHROME = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
const isStream = (request: Request) => new URL(request.url()).pathname === '/api/live';

async function countIdleRequests(browser: Browser, app: AppServer, client: BenchClient, path: string, stream: boolean, seconds: number) {
  const context = await browser.newContext();
  try {
    const split = client.cookie.indexOf('=');
    const [name, value] = [client.cookie.slice(0, split), client.cookie.slice(split + 1)];
    const { hostname } = new URL(app.url);
    // __Host- cookies are Secure; Chromium accepts and sends Secure cookies to loopback addresses over http.
    await context.addCookies([
      { name, value, domain: hostname, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' },
      { name: SESSION_HINT_COOKIE, value: '1', domain: hostname, path: '/', sameSite: 'Lax' },
    ]);
    if (!stream) await context.addInitScript({ content: 'delete window.EventSource;' });
    const page = await context.newPage();
    const opened = stream
      ? page.waitForResponse((response) => isStream(response.request()) && response.status() === 200, { timeout: 15_000 })
      : undefined;
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(new URL(response.url()).pathname);
    });
    await page.goto(`${app.url}${path}`);
    await opened;
    // Let the page's first reads settle before counting.
    await page.waitForTimeout(3_000);
    const asked: Request[] = [];
    page.on('request', (request) => asked.push(request));
    await page.waitForTimeout(seconds * 1000);
    // A tab that is not signed in would poll nothing and measure nothing.
    if (refused.length > 0) throw new Error(`the bench tab is not signed in (401 from ${refused.join(', ')})`);
    const counted = asked.filter((request) => !isStream(request));
    const byPath: Record<string, number> = {};
    for (const request of counted) {
      const key = `${request.method()} ${new URL(request.url()).pathname}`;
      byPath[key] = (byPath[key] ?? 0) + 1;
    }
    return { perSecond: counted.length / seconds, byPath };
  } finally {
    await context.close();
  }
}

export async function measureIdleTab(
  app: AppServer,
  client: BenchClient,
  conversationId: number,
  log: (line: string) => void,
  seconds = Number(process.env.BENCH_TAB_SECONDS ?? 30),
): Promise<IdleTabResult> {
  const path = `/messages/${conversationId}`;
  log(`\nIdle signed-in tab on ${path}: requests counted over ${seconds} s, polling only, then with the stream open`);
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
  });
  try {
    const polling = await countIdleRequests(browser, app, client, path, false, seconds);
    const streaming = await countIdleRequests(browser, app, client, path, true, seconds);
    const result: IdleTabResult = {
      seconds,
      pollingRequestsPerSecond: polling.perSecond,
      streamRequestsPerSecond: streaming.perSecond,
      pollingAsked: polling.byPath,
      streamAsked: streaming.byPath,
    };
    log(
      `  polling only: ${polling.perSecond.toFixed(2)} requests/s ${JSON.stringify(polling.byPath)}; ` +
        `stream open: ${streaming.perSecond.toFixed(2)} requests/s ${JSON.stringify(streaming.byPath)}`,
    );
    return result;
  } finally {
    await browser.close();
  }
}
