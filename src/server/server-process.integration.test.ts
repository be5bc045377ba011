// The real start-up path: `node dist/server/main.js` as `npm start` runs it.
// Needs the production build (npm test builds before running Vitest).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

function start(): ChildProcess {
  // This test is about the embedded database, whatever the surrounding shell says.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  running = spawn(process.execPath, [entry], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return running;
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
      const specializations = await fetch(`http://127.0.0.1:${port}/api/specializations`);
      expect(specializations.status).toBe(200);

      const exited = exitCode(child);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
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
      const exited = exitCode(child);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    },
    PROCESS_TEST_MS,
  );
});
