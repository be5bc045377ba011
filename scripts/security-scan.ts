// `npm run security:scan`: SQL injection scan of the API with sqlmap.
//
// Starts the production build on a throwaway database with the demo data,
// signs in as a client, a coach and an admin, and points sqlmap at every route
// that reads a query string, a path id or a JSON body (scripts/security-scan/
// scan-targets.ts). Exits 1 on any finding, and also when the scan could not
// be trusted: a route that did not answer its untouched request as expected
// (so sqlmap would only have tested a 401/404), sqlmap errors, the app dying
// or a session lost mid-scan.
//
// Options: --db=postgres|pglite (default: postgres when TEST_DATABASE_URL or
// DATABASE_URL names a server; a fresh database is created on it and dropped),
// --only=<text> (targets whose title contains it), --jobs=<n> (sqlmap runs at
// a time, default 2), --keep (keep sqlmap's logs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale, createScanDatabase, startApp, type RunningApp } from './security-scan/scan-app.js';
import { isSignedIn, signInDemoUsers, type Sessions } from './security-scan/scan-http.js';
import { discoverFixtures } from './security-scan/fixtures.js';
import { checkBaseline, markerNames, type ScanTarget } from './security-scan/scan-target.js';
import { scanTargets } from './security-scan/scan-targets.js';
import { createTargetQueue } from './security-scan/target-queue.js';
import { runSqlmap, sqlmapArgs, sqlmapVersion } from './security-scan/sqlmap.js';

type Outcome = 'clean' | 'INJECTABLE' | 'NOT REACHED' | 'ERROR';
// notes: candidates sqlmap withdrew after its own false-positive check; listed, not failing.
type Result = { target: ScanTarget; outcome: Outcome; parameters: string[]; seconds: number; details: string[]; notes: string[] };

const options = parseOptions(process.argv.slice(2));

async function main(): Promise<number> {
  const version = sqlmapVersion();
  if (!version) {
    console.error('sqlmap is not installed (Debian/Ubuntu: apt-get install -y sqlmap), or set SQLMAP to its path.');
    return 1;
  }
  buildIfStale();
  const serverUrl = options.db === 'postgres' ? (process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL) : undefined;
  if (options.db === 'postgres' && !serverUrl) {
    console.error('--db=postgres needs TEST_DATABASE_URL or DATABASE_URL');
    return 1;
  }
  const workDir = mkdtempSync(join(tmpdir(), 'stillpoint-sqlmap-'));
  const started = performance.now();
  const database = await createScanDatabase(serverUrl);
  let app: RunningApp | undefined;
  // In target order, whatever order the parallel runs finish in.
  const byIndex: Result[] = [];
  const failures: Result[] = [];
  try {
    app = await startApp(database);
    console.info(`sqlmap ${version} against ${app.baseUrl} (${database.describe}); logs in ${workDir}`);
    const sessions = await signInDemoUsers(app.baseUrl);
    const targets = scanTargets(await discoverFixtures(app.baseUrl, sessions)).filter(
      (target) => !options.only || target.title.toLowerCase().includes(options.only),
    );
    if (targets.length === 0) throw new Error(`No target's title contains "${options.only}"`);
    const running = app;
    const queue = createTargetQueue(targets);
    let done = 0;
    // A few sqlmap runs side by side: each mostly waits on the app, one at a time leaves the CPU idle.
    const worker = () =>
      queue.work(
        async (target, index) => {
          const result = await scanOne(running, sessions, target, join(workDir, String(index + 1).padStart(2, '0')));
          byIndex[index] = result;
          done += 1;
          console.info(
            `${String(done).padStart(2)}/${targets.length} ${result.outcome.padEnd(11)} ${target.method} ${target.path} (${result.seconds.toFixed(1)} s)`,
          );
        },
        () => running.isRunning(),
      );
    await Promise.all(Array.from({ length: options.jobs }, worker));
  } catch (error) {
    failures.push(failedSetup(error));
  } finally {
    if (app && !app.isRunning()) failures.push(failedSetup(new Error(`The app stopped during the scan:\n${app.output()}`)));
    await app?.stop();
    await database.drop();
  }

  const results = [...byIndex.filter(Boolean), ...failures];
  printSummary(results, (performance.now() - started) / 1000);
  const failed = results.some((result) => result.outcome !== 'clean');
  if (failed || options.keep) console.info(`sqlmap logs: ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
  return failed ? 1 : 0;
}

async function scanOne(app: RunningApp, sessions: Sessions, target: ScanTarget, outputDir: string): Promise<Result> {
  const cookie = sessions[target.as];
  const baseline = await checkBaseline(app.baseUrl, target, sessions);
  if (!baseline.ok) {
    const details = [`untouched request answered ${baseline.status}, expected ${target.expect.join(' or ')}`];
    return { target, outcome: 'NOT REACHED', parameters: [], seconds: 0, details, notes: [] };
  }
  const { report, seconds } = await runSqlmap(sqlmapArgs(app.baseUrl, target, cookie, outputDir), outputDir, `${outputDir}.log`);
  const details = [...report.findings, ...report.problems];
  if (!app.isRunning()) details.push('the app stopped during this target');
  else if (cookie && !(await isSignedIn(app.baseUrl, cookie))) details.push(`the ${target.as}'s session ended during this target`);
  const outcome: Outcome = report.findings.length > 0 ? 'INJECTABLE' : details.length > 0 ? 'ERROR' : 'clean';
  const parameters = [...new Set(report.tested.map((point) => parameterName(point, target)))];
  return { target, outcome, parameters, seconds, details, notes: report.dismissed };
}

// "GET parameter 'q'" -> "q", "(custom) POST parameter 'JSON notes'" -> "notes", "URI parameter '#1*'" -> the path/query name.
function parameterName(point: string, target: ScanTarget): string {
  const name = (/'([^']+)'/.exec(point)?.[1] ?? point).replace(/^JSON /, '');
  const marker = /^#(\d+)\*$/.exec(name);
  // In a JSON body sqlmap marks array items this way (e.g. specializationIds: [1, 2]).
  if (marker) return markerNames(target)[Number(marker[1]) - 1] ?? 'array item';
  return name;
}

function failedSetup(error: unknown): Result {
  const target: ScanTarget = { title: 'scan set-up', as: 'visitor', method: 'GET', path: '-', expect: [] };
  return {
    target,
    outcome: 'ERROR',
    parameters: [],
    seconds: 0,
    details: [error instanceof Error ? error.message : String(error)],
    notes: [],
  };
}

function printSummary(results: Result[], totalSeconds: number) {
  const rows = results.map((r) => [
    `${r.target.method} ${r.target.path}`,
    r.target.as,
    r.parameters.join(', ') || '-',
    r.outcome,
    r.seconds.toFixed(1),
  ]);
  const header = ['target', 'as', 'parameters tested', 'result', 's'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.info(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.info(line(row));
  for (const result of results.filter((r) => r.details.length > 0)) {
    console.error(`\n${result.outcome}: ${result.target.method} ${result.target.path} (${result.target.title})`);
    for (const detail of result.details) console.error(`  - ${detail}`);
  }
  for (const result of results.filter((r) => r.notes.length > 0)) {
    console.info(`\nWithdrawn by sqlmap's false-positive check (not a finding): ${result.target.method} ${result.target.path}`);
    for (const note of result.notes) console.info(`  - ${note}`);
  }
  const tested = results.reduce((sum, result) => sum + result.parameters.length, 0);
  const bad = results.filter((result) => result.outcome !== 'clean').length;
  console.info(
    `\n${results.length} targets, ${tested} injection points tested in ${totalSeconds.toFixed(0)} s: ${bad === 0 ? 'no findings' : `${bad} failed`}`,
  );
}

function parseOptions(argv: string[]) {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const db = value('db') ?? (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? 'postgres' : 'pglite');
  if (db !== 'postgres' && db !== 'pglite') throw new Error('--db must be postgres or pglite');
  const jobs = Number(value('jobs') ?? 2);
  if (!Number.isInteger(jobs) || jobs < 1) throw new Error('--jobs must be a positive whole number');
  return { db, only: value('only')?.toLowerCase(), keep: argv.includes('--keep'), jobs };
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
