// Runs Lighthouse's default configuration (a mid-range phone on a slow 4G
// connection, simulated throttling) against one page, several times, and
// keeps the median run: scores move a few points between runs on a busy
// machine, and simulated throttling only dampens that.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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

export async function auditPage(
  chromePort: number,
  url: string,
  runs: number,
  headers?: Record<string, string>,
): Promise<{ median: PageScore; runs: PageScore[] }> {
  const results: PageScore[] = [];
  for (let run = 0; run < runs; run++) results.push(summarise(await runOnce(chromePort, url, headers)));
  return { median: medianRun(results), runs: results };
}

// Chromium now and then loses the trace of a load (NO_NAVSTART, NO_FCP) on a
// busy machine; such a run measured nothing, so it is run again.
const ATTEMPTS = 3;

async function runOnce(chromePort: number, url: string, headers?: Record<string, string>): Promise<LighthouseResult> {
  let lastError = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(headers ? { extraHeaders: headers } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    lastError = result.lhr.runtimeError.message;
    console.warn(`  Lighthouse run failed (${result.lhr.runtimeError.code}), trying again`);
  }
  throw new Error(`Lighthouse could not measure ${url} in ${ATTEMPTS} attempts: ${lastError}`);
}
