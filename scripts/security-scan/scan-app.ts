// The app under scan: the production build on a free port, on a database made
// for this run only (a fresh PostgreSQL database when a server is given, else
// an embedded PGlite folder in a temporary directory), with the demo data.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../../src/server/db/scratch-database.js';
import { freePort } from '../../src/server/test-support/free-port.js';
import { newestMtime } from '../../src/server/test-support/newest-mtime.js';

export type ScanDatabase = { kind: 'postgres' | 'pglite'; env: Record<string, string>; describe: string; drop: () => Promise<void> };
export type RunningApp = { baseUrl: string; isRunning: () => boolean; output: () => string; stop: () => Promise<void> };

// Same rule as `npm start` (scripts/start.mjs): build only when the sources are newer than the build.
const BUILD_OUTPUTS = ['dist/server/main.js', 'dist/client/index.html', 'dist/ssr/entry-server.js'];
const BUILD_SOURCES = ['src', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts/build-server.mjs'];

export function buildIfStale() {
  const builtAt = Math.min(...BUILD_OUTPUTS.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  if (builtAt > 0 && !BUILD_SOURCES.some((source) => newestMtime(source) > builtAt)) return;
  console.info('Building Stillpoint (sources changed since the last build)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

// serverUrl: a PostgreSQL server to create the scan's own database on (never the database in it).
export async function createScanDatabase(serverUrl: string | undefined): Promise<ScanDatabase> {
  if (!serverUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'stillpoint-scan-db-'));
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir },
      describe: `embedded PGlite in ${dataDir}`,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase(serverUrl, 'scan');
  return {
    kind: 'postgres',
    env: { DATABASE_URL: scratch.url },
    describe: `PostgreSQL database ${scratch.name} on ${new URL(scratch.url).host}`,
    drop: scratch.drop,
  };
}

export async function startApp(database: ScanDatabase): Promise<RunningApp> {
  const port = await freePort();
  const env = {
    // Only what the server needs: no stray DATABASE_URL, Stripe keys or SMTP from the caller's shell.
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    NODE_ENV: 'test',
    DEMO_MODE: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    // sqlmap sends thousands of requests per route from one address; with the
    // normal allowances it would mostly be measuring 429 answers.
    RATE_LIMIT_SCALE: '100000',
    // The scheduled jobs would change bookings under sqlmap's feet.
    JOBS_INTERVAL_SECONDS: '3600',
    // The end-to-end tests' hooks (NODE_ENV=test only, never in production): the
    // fixtures move a few sessions into the past (no-shows are reported only
    // after the end) and run the money jobs for one booking (a paid transfer).
    // They add routes of their own and change no other.
    TEST_HOOKS: 'true',
    ...database.env,
  };
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, child, () => output);
  return {
    baseUrl,
    isRunning: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    stop: () => stopProcess(child),
  };
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited during start-up:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopProcess(child);
  throw new Error(`The app did not become ready within 120 s:\n${output()}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
