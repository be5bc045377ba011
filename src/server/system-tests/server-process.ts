// Real server processes for the system tests: the production build
// (`node dist/server/main.js`, as `npm start` runs it) on a PostgreSQL
// database of the test's choosing, each on its own free port.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../paths.js';
import { freePort } from '../test-support/free-port.js';

const entry = join(projectRoot, 'dist/server/main.js');
const STARTUP_LIMIT_MS = 60_000;

// Whatever a failed or interrupted test leaves running is killed when the test
// process ends, so no server outlives its test run.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export type ServerProcess = {
  name: string;
  url: string;
  port: number;
  pid: number;
  isRunning: () => boolean;
  // stdout and stderr so far, for failure messages.
  output: () => string;
  // SIGTERM and wait for the graceful shutdown (main.ts).
  stop: () => Promise<void>;
  // SIGKILL: no shutdown code runs, as when a machine or container dies.
  kill: () => Promise<void>;
};

export function assertServerBuilt(): void {
  if (!existsSync(entry)) {
    throw new Error(
      `${entry} is missing: the system tests run the production build. Run \`npm run build\` first (\`npm test\` builds before Vitest).`,
    );
  }
}

// Only what the server needs, so nothing from the surrounding shell
// (SMTP_URL, STRIPE_*, DATABASE_URL, ...) changes what is being tested.
function childEnv(databaseUrl: string, port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TZ: 'UTC',
    NODE_ENV: 'test',
    TEST_HOOKS: 'true',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_MODE: 'false',
    LOG_LEVEL: 'warn',
    // Background passes run once, a few seconds after start-up; the tests
    // trigger every later pass themselves through POST /api/test/run-jobs.
    JOBS_INTERVAL_SECONDS: '3600',
    ...extra,
  };
}

export async function startServer(options: {
  name: string;
  databaseUrl: string;
  env?: Record<string, string>;
  // A fixed port (a process behind the deploy test's proxy comes back on its own); default: a free one.
  port?: number;
}): Promise<ServerProcess> {
  assertServerBuilt();
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [entry], {
    cwd: projectRoot,
    env: childEnv(options.databaseUrl, port, options.env ?? {}),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const collect = (chunk: Buffer) => {
    // Keep the tail only: a long load test must not grow this without bound.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    name: options.name,
    url,
    port,
    pid: child.pid ?? -1,
    isRunning: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    stop: () => signalAndWait(child, 'SIGTERM', exited),
    kill: () => signalAndWait(child, 'SIGKILL', exited),
  };
  await waitUntilReady(server, child);
  return server;
}

async function signalAndWait(child: ChildProcess, signal: NodeJS.Signals, exited: Promise<void>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  await exited;
}

async function waitUntilReady(server: ServerProcess, child: ChildProcess) {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server ${server.name} exited during start-up (${child.exitCode}):\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  throw new Error(`server ${server.name} was not ready within ${STARTUP_LIMIT_MS / 1000} s:\n${server.output()}`);
}
