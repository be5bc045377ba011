// `npm run bench:pages`: Lighthouse (mobile preset) on the home page, the
// directory, a coach profile and the checkout, served by the production build
// with the demo data; then the initial-JavaScript budget of the home page.
// Prints a table and writes bench/pages-results.json. The table is the
// report; with --strict a missed budget also fails the command.
//   npm run bench:pages -- [--runs 3] [--strict] [--verbose] [--pages checkout]
// --pages: only the pages whose name contains this text ("checkout" runs both
// checkouts); the initial-JavaScript budget is then left out unless home ran.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CLS_BUDGET, INITIAL_JS_BUDGET_BYTES, SCORE_BUDGETS, TBT_BUDGET_MS, formatTable, missedBudgets } from './budgets.js';
import { initialJavaScript } from './initial-javascript.js';
import { auditPage, launchChrome, type PageScore } from './lighthouse-audit.js';
import { pageTargets } from './page-targets.js';
import { ensureBuilt, startProductionServerWithDemoData } from './production-server.js';

const RESULTS_FILE = 'bench/pages-results.json';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    strict: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    pages: { type: 'string' },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');

ensureBuilt();
console.info('Starting the production build with the demo data...');
const server = await startProductionServerWithDemoData();
const chrome = await launchChrome();
const rows: { page: string; path: string; score: PageScore; runs: PageScore[] }[] = [];
try {
  const targets = (await pageTargets(server.baseUrl)).filter((target) => !options.pages || target.name.includes(options.pages));
  if (targets.length === 0) throw new Error(`No page's name contains "${options.pages}"`);
  for (const target of targets) {
    console.info(`Lighthouse: ${target.name} (${target.path}), ${runs} run(s)...`);
    const { median, runs: all } = await auditPage(chrome.port, `${server.baseUrl}${target.path}`, runs, target.cookies);
    rows.push({ page: target.name, path: target.path, score: median, runs: all });
  }
} finally {
  chrome.kill();
  await server.stop();
}

const home = rows.find((row) => row.path === '/');
const js = home ? initialJavaScript(home.score.scriptUrls) : undefined;
const jsMet = !js || js.pageGzipBytes <= INITIAL_JS_BUDGET_BYTES;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

console.info(`\nLighthouse, mobile preset, median of ${runs} run(s) per page (* = budget missed):\n`);
console.info(formatTable(rows));
if (js)
  console.info(
    `\nInitial JavaScript for / (gzip): ${kb(js.pageGzipBytes)} (entry + modulepreload ${kb(js.shellGzipBytes)}, ` +
      `plus the route chunks it loaded) — budget ${kb(INITIAL_JS_BUDGET_BYTES)}: ${jsMet ? 'met' : 'not met'}`,
  );
if (options.verbose) {
  for (const row of rows) {
    console.info(`\n${row.page}: ${row.score.flagged.length} audit(s) flagged`);
    for (const audit of row.score.flagged)
      console.info(`  - ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  }
}

const allMet = jsMet && rows.every((row) => missedBudgets(row.score).length === 0);
writeFileSync(
  RESULTS_FILE,
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      preset: 'lighthouse default (mobile, simulated throttling)',
      runsPerPage: runs,
      budgets: { scores: SCORE_BUDGETS, cls: CLS_BUDGET, tbtMs: TBT_BUDGET_MS, initialJavaScriptGzipBytes: INITIAL_JS_BUDGET_BYTES },
      allBudgetsMet: allMet,
      pages: rows.map((row) => ({
        page: row.page,
        path: row.path,
        median: row.score,
        missed: missedBudgets(row.score),
        runs: row.runs.map((run) => ({ scores: run.scores, lcpMs: run.lcpMs, tbtMs: run.tbtMs, cls: run.cls })),
      })),
      initialJavaScript: js ? { ...js, met: jsMet } : 'not measured (home did not run)',
    },
    null,
    2,
  )}\n`,
);
console.info(`\nAll budgets ${allMet ? 'met' : 'NOT met'}. Details in ${RESULTS_FILE}.`);
if (options.strict && !allMet) process.exit(1);
