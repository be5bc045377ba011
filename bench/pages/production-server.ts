// Starts the production build on a free port with the demo data, the way a
// visitor meets it. Production refuses demo mode, so the data is loaded by one
// short development-mode start on the same (fresh, temporary) data folder,
// and then the real server starts with NODE_ENV=production on top of it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../src/server/test-support/free-port.js';

export type RunningServer = { baseUrl: string; stop: () => Promise<void> };

const SERVER_ENTRY = 'dist/server/main.js';

export function ensureBuilt() {
  if (existsSync(SERVER_ENTRY) && existsSync('dist/client/index.html')) return;
  console.info('No production build yet: running npm run build...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

export async function waitUntilReady(baseUrl: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The server at ${baseUrl} was not ready within ${timeoutMs} ms`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilReady(baseUrl, child);
  return { child, baseUrl };
}

export async function startProductionServerWithDemoData(): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stillpoint-bench-pages-'));
  const seeding = await startServer({ NODE_ENV: 'development', DEMO_MODE: 'true', DATA_DIR: dataDir });
  await stopProcess(seeding.child);

  // Production requires the CalDAV credentials' key; a throw-away one, as no calendar is connected.
  const { child, baseUrl } = await startServer({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    CALDAV_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  });
  return {
    baseUrl,
    stop: async () => {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
