// `npm run bench:startup`: how long `npm start` takes from being run to the
// first answered request, on the embedded database with the demo data (the
// README's two-command set-up). Two cases, each the median of several runs:
//   - restart: the data folder already holds the database (the usual start);
//   - first start: an empty folder, so migrations run and the demo data loads.
// Budgets: 2 s on restart, 4 s on an empty folder (docs/decisions/0036-start-up.md).
// The machine's load average is printed and recorded beside the figures: on a
// shared 2-core machine it moves them more than most code changes do.
// Writes bench/startup-results.json.
//   npm run bench:startup -- [--runs 5] [--strict]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../../src/server/test-support/free-port.js';
import { ensureBuilt } from '../pages/production-server.js';

const RESTART_BUDGET_MS = 2000;
const FIRST_START_BUDGET_MS = 4000;
const RESULTS_FILE = 'bench/startup-results.json';

type StartRun = { readyMs: number; serverStartupMs: number | null };

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, strict: { type: 'boolean', default: false } },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');

// One `npm start` until GET /readyz answers 200 (listening, database open,
// migrations and demo data done), then stopped with its whole process group.
async function timeOneStart(dataDir: string): Promise<StartRun> {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it also stops the server that scripts/start.mjs runs.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
      if (performance.now() - startedAt > 60_000) throw new Error(`npm start did not answer within 60 s:\n${output}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (response.ok) break;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const readyMs = performance.now() - startedAt;
    // The server's own figure (configuration to listening), logged by src/server/main.ts.
    const logged = /"startupMs":(\d+)/.exec(output);
    return { readyMs, serverStartupMs: logged ? Number(logged[1]) : null };
  } finally {
    if (child.pid) await stopProcessGroup(child.pid);
  }
}

// SIGTERM to npm, scripts/start.mjs and the server alike; then wait until the
// server has shut down (closing the database cleanly), so the next run does not
// find the data folder still in use.
async function stopProcessGroup(groupId: number) {
  const alive = () => {
    try {
      process.kill(-groupId, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(-groupId, 'SIGTERM');
  const deadline = Date.now() + 20_000;
  while (alive()) {
    if (Date.now() > deadline) {
      process.kill(-groupId, 'SIGKILL');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function measure(
  label: string,
  budgetMs: number,
  prepareDataDir: () => string,
): Promise<{ label: string; budgetMs: number; runs: StartRun[] }> {
  const results: StartRun[] = [];
  for (let run = 0; run < runs; run++) {
    const dataDir = prepareDataDir();
    results.push(await timeOneStart(dataDir));
    console.info(`  ${label} #${run + 1}: ${Math.round(results.at(-1)?.readyMs ?? 0)} ms`);
  }
  return { label, budgetMs, runs: results };
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

// Measure the start itself, not a rebuild (npm start rebuilds only when the sources changed).
ensureBuilt();
const folders: string[] = [];
const freshFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'stillpoint-bench-startup-'));
  folders.push(dir);
  return dir;
};
try {
  const loadBefore = loadAverage();
  console.info(`Load average (1, 5, 15 min) before: ${loadBefore}`);
  const existing = freshFolder();
  console.info('Loading the demo data once for the restart case...');
  await timeOneStart(existing);
  const cases = [
    await measure('restart (existing data folder)', RESTART_BUDGET_MS, () => existing),
    await measure('first start (empty folder)', FIRST_START_BUDGET_MS, freshFolder),
  ];
  const loadAfter = loadAverage();

  console.info(`\nnpm start -> first answered request (GET /readyz), median of ${runs} run(s):\n`);
  console.info(
    `${'case'.padEnd(32)} ${'median'.padStart(8)} ${'min'.padStart(8)} ${'max'.padStart(8)} ${'in server'.padStart(10)} ${'budget'.padStart(8)}`,
  );
  const rows = cases.map(({ label, budgetMs, runs: all }) => {
    const ready = all.map((run) => run.readyMs);
    const inServer = all.flatMap((run) => (run.serverStartupMs === null ? [] : [run.serverStartupMs]));
    const row = {
      case: label,
      medianMs: Math.round(median(ready)),
      minMs: Math.round(Math.min(...ready)),
      maxMs: Math.round(Math.max(...ready)),
      serverStartupMedianMs: inServer.length ? Math.round(median(inServer)) : null,
      budgetMs,
      met: median(ready) <= budgetMs,
    };
    console.info(
      `${label.padEnd(32)} ${`${row.medianMs} ms`.padStart(8)} ${`${row.minMs} ms`.padStart(8)} ${`${row.maxMs} ms`.padStart(8)} ${`${row.serverStartupMedianMs ?? '?'} ms`.padStart(10)} ${`${budgetMs} ms`.padStart(8)}  ${row.met ? 'met' : 'not met'}`,
    );
    return row;
  });
  console.info('\n"in server" is main.ts\'s own figure (configuration to listening); the rest is npm, node and scripts/start.mjs.');
  console.info(`Load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAfter} (2 cores).`);
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runsPerCase: runs, loadAverage: { before: loadBefore, after: loadAfter }, cases: rows }, null, 2)}\n`,
  );
  console.info(`Details in ${RESULTS_FILE}.`);
  if (options.strict && rows.some((row) => !row.met)) process.exitCode = 1;
} finally {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}
