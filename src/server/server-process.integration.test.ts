// The real start-up path: `node dist/server/main.js` as `npm start` runs it.
// Needs the production build (npm test builds before running Vitest).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from './paths.js';

const entry = join(projectRoot, 'dist/server/main.js');
const dataDir = mkdtempSync(join(tmpdir(), 'stillpoint-start-'));
const port = 3400 + (process.pid % 500);
// A whole process start: the first one on an empty data folder loads the demo
// data (about 10 s on an idle 2-core machine, past 30 s on a busy one).
const PROCESS_TEST_MS = 120_000;

let running: ChildProcess | undefined;
// A failed test must not leave its server holding the port and the data
// folder for the next one.
afterEach(async () => {
  const child = running;
  running = undefined;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await gone;
});

// host: HOST for the server; undefined leaves it unset, as `npm start` does by default.
function start(host: string | undefined = '127.0.0.1'): ChildProcess {
  // This test is about the embedded database in demo mode, whatever the surrounding shell says.
  const { DATABASE_URL: _ignored, HOST: _host, DEMO_MODE: _demo, ...env } = process.env;
  running = spawn(process.execPath, [entry], {
    env: { ...env, PORT: String(port), ...(host && { HOST: host }), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return running;
}

// This machine's address on its network (not loopback), where a neighbour would connect.
function networkAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((candidate) => candidate && candidate.family === 'IPv4' && !candidate.internal)?.address;
  if (!address) throw new Error('This test needs a network interface besides loopback');
  return address;
}

async function answersOn(address: string): Promise<boolean> {
  try {
    return (await fetch(`http://${address}:${port}/healthz`)).ok;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess) {
  const exited = exitCode(child);
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
}

async function waitUntilAnswering(child: ChildProcess): Promise<void> {
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + PROCESS_TEST_MS - 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}): ${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer: ${output}`);
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it(
    'starts on the embedded database, serves the app and the API, and shuts down cleanly on SIGTERM',
    async () => {
      expect(existsSync(entry), 'run `npm run build` first').toBe(true);
      const child = start();
      await waitUntilAnswering(child);

      const page = await fetch(`http://127.0.0.1:${port}/coaches`);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('<div id="root">');
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready' });
      // The first start on an empty folder loads the demo data (onto the build's template database).
      const specializations = await fetch(`http://127.0.0.1:${port}/api/specializations`);
      expect(specializations.status).toBe(200);
      expect(((await specializations.json()) as unknown[]).length).toBe(8);
      await stop(child);
    },
    PROCESS_TEST_MS,
  );

  it(
    'keeps its data across restarts without loading the demo data twice',
    async () => {
      const child = start();
      await waitUntilAnswering(child);
      const response = await fetch(`http://127.0.0.1:${port}/api/specializations`);
      const list = (await response.json()) as Array<{ name: string }>;
      expect(new Set(list.map((s) => s.name)).size).toBe(list.length);
      await stop(child);
    },
    PROCESS_TEST_MS,
  );

  it(
    'in demo mode answers only on this machine unless HOST says otherwise (the README prints the admin password)',
    async () => {
      const neighbourSees = networkAddress();
      const byDefault = start(undefined);
      await waitUntilAnswering(byDefault);
      expect(await answersOn('127.0.0.1')).toBe(true);
      expect(await answersOn(neighbourSees)).toBe(false);
      await stop(byDefault);

      const everywhere = start('0.0.0.0');
      await waitUntilAnswering(everywhere);
      expect(await answersOn(neighbourSees)).toBe(true);
      await stop(everywhere);
    },
    PROCESS_TEST_MS,
  );
});
