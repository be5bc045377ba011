// Runs Lighthouse's default configuration (a mid-range phone on a slow 4G
// connection, simulated throttling) against one page, several times, and
// keeps the median run: scores move a few points between runs on a busy
// machine, and simulated throttling only dampens that.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { Result as LighthouseResult } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export type PageScore = {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  // Script URLs the page loaded, for the initial-JavaScript budget.
  scriptUrls: string[];
  // What Lighthouse flagged (score below 1), to know what to fix.
  flagged: { id: string; title: string; displayValue?: string }[];
};

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
}

function summarise(lhr: LighthouseResult): PageScore {
  const score = (id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
  const counted = new Set(Object.values(lhr.categories).flatMap((category) => category.auditRefs.map((ref) => ref.id)));
  const flagged = Object.values(lhr.audits)
    .filter((audit) => counted.has(audit.id) && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => ({ id: audit.id, title: audit.title, ...(audit.displayValue ? { displayValue: audit.displayValue } : {}) }));
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    scriptUrls: requests.filter((request) => request.resourceType === 'Script').map((request) => request.url),
    flagged,
  };
}

// The run in the middle by performance score (then LCP), so its numbers belong together.
function medianRun(runs: PageScore[]): PageScore {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('No Lighthouse runs to take the median of');
  return middle;
}

export type BrowserCookie = { name: string; value: string; secure: boolean; httpOnly: boolean };

// The browser's cookies become exactly these, for the page's origin. Lighthouse
// resets a page's storage before it loads it but keeps cookies, so a signed-in
// page is measured signed in. Sent as a request header instead, the cookies
// would reach the server but not the page's script, which reads the signed-in
// hint from document.cookie: the checkout then sent Lighthouse to sign in, and
// the sign-in page was measured in its place.
async function useCookies(chromePort: number, url: string, cookies: readonly BrowserCookie[]) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const kept = await browser.cookies();
    if (kept.length > 0) await browser.deleteCookie(...kept);
    // Set through a page, by URL: a host-only cookie, as the server's __Host- session must be.
    const page = await browser.newPage();
    if (cookies.length > 0) await page.setCookie(...cookies.map((cookie) => ({ ...cookie, url: new URL(url).origin, path: '/' })));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

export async function auditPage(
  chromePort: number,
  url: string,
  runs: number,
  cookies: readonly BrowserCookie[] = [],
): Promise<{ median: PageScore; runs: PageScore[] }> {
  await useCookies(chromePort, url, cookies);
  const results: PageScore[] = [];
  for (let run = 0; run < runs; run++) results.push(summarise(await runOnce(chromePort, url)));
  return { median: medianRun(results), runs: results };
}

// Chromium now and then loses the trace of a load (NO_NAVSTART, NO_FCP) on a
// busy machine; such a run measured nothing, so it is run again.
const ATTEMPTS = 3;

async function runOnce(chromePort: number, url: string): Promise<LighthouseResult> {
  let lastError = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    // A page that sent the browser elsewhere (to sign in, say) was not the page to measure.
    if (!result.lhr.runtimeError && new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended at ${result.lhr.finalDisplayedUrl}: that page would be measured in its place`);
    if (!result.lhr.runtimeError) return result.lhr;
    lastError = result.lhr.runtimeError.message;
    console.warn(`  Lighthouse run failed (${result.lhr.runtimeError.code}), trying again`);
  }
  throw new Error(`Lighthouse could not measure ${url} in ${ATTEMPTS} attempts: ${lastError}`);
}
