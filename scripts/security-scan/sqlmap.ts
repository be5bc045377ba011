// Runs sqlmap against one target and reads its verdict.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SAME_ORIGIN_HEADER } from './scan-http.js';
import { readSqlmapReport, type SqlmapReport } from './sqlmap-report.js';
import { requestBody, targetUrl, type ScanTarget } from './scan-target.js';

const SQLMAP = process.env.SQLMAP ?? 'sqlmap';
// A stuck run (e.g. the app hanging) fails the target instead of the whole job.
const RUN_TIMEOUT_MS = 600_000;

export function sqlmapVersion(): string | undefined {
  const result = spawnSync(SQLMAP, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.split('\n')[0]?.trim() : undefined;
}

export function sqlmapArgs(baseUrl: string, target: ScanTarget, cookie: string | undefined, outputDir: string): string[] {
  const headers = [SAME_ORIGIN_HEADER.join(': ')];
  const args = ['-u', targetUrl(baseUrl, target, true)];
  if (target.method !== 'GET') args.push('--method', target.method);
  const body = requestBody(target);
  if (body !== undefined) {
    args.push('--data', JSON.stringify(body));
    headers.push('Content-Type: application/json');
  }
  if (cookie) args.push('--cookie', cookie);
  if (target.ignoreCodes) args.push(`--ignore-code=${target.ignoreCodes.join(',')}`);
  // The session cookie is the scan's sign-in, not input to test; Referer is
  // never read; the User-Agent only where a session is stored with it.
  const skip = ['sid', 'referer', ...(target.testUserAgent ? [] : ['user-agent'])];
  args.push(
    '--headers',
    headers.join('\n'),
    '--skip',
    skip.join(','),
    '--batch',
    '--dbms=PostgreSQL',
    // Level 3 adds more boundaries and payload forms; risk 2 adds heavy
    // time-based queries but not risk 3's OR payloads, which on an UPDATE
    // could rewrite every row and wreck the rest of the scan.
    '--level=3',
    '--risk=2',
    // Boolean, error, union, stacked and time-based; inline queries (Q) add
    // requests but no case the others would miss on a JSON API.
    '--technique=BEUST',
    '--flush-session',
    '--output-dir',
    outputDir,
    '--timeout=15',
    '--retries=2',
    // Set-Cookie from /api/login etc. must not replace the scan's own sessions.
    '--drop-set-cookie',
    // A 400 from schema validation is not a WAF; don't spend requests on WAF detection.
    '--skip-waf',
    // Stay at the chosen level/risk even once PostgreSQL is recognised; after a
    // finding keep testing the other parameters so the report lists them all.
    '--answers',
    'extending=N,keep testing=Y',
    '--disable-coloring',
  );
  return args;
}

export type SqlmapRun = { report: SqlmapReport; seconds: number };

export async function runSqlmap(args: string[], outputDir: string, logFile: string): Promise<SqlmapRun> {
  mkdirSync(outputDir, { recursive: true });
  const started = performance.now();
  const child = spawn(SQLMAP, args, { env: { ...process.env, TERM: 'dumb' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  writeFileSync(logFile, `$ sqlmap ${args.map((arg) => JSON.stringify(arg)).join(' ')}\n\n${output}`);

  const report = readSqlmapReport(output, resultsCsv(outputDir));
  if (exitCode !== 0)
    report.problems.push(exitCode === null ? `sqlmap was stopped after ${RUN_TIMEOUT_MS / 1000} s` : `sqlmap exited with ${exitCode}`);
  return { report, seconds: (performance.now() - started) / 1000 };
}

// In multiple-targets mode (which sqlmap 1.7 uses even for one -u) it lists injection points in results-*.csv.
function resultsCsv(outputDir: string): string {
  return readdirSync(outputDir)
    .filter((file) => file.startsWith('results-') && file.endsWith('.csv'))
    .map((file) => readFileSync(join(outputDir, file), 'utf8'))
    .join('\n');
}
