// The system under test: the production build (node dist/server/main.js) as a
// child process, built first when missing or older than the server sources.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, statSync } from 'node:fs';
import { newestMtime } from '../../src/server/test-support/newest-mtime.js';

const SERVER_BUNDLE = 'dist/server/main.js';
const CLIENT_INDEX = 'dist/client/index.html';
const SERVER_SOURCES = ['src/server', 'src/shared', 'scripts/build-server.mjs', 'package-lock.json'];

// The full build when the client is missing too; otherwise only the (quick) server bundle when it is stale.
export function ensureProductionBuild(log: (line: string) => void) {
  const run = (command: string, args: string[]) => {
    const result = spawnSync(command, args, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  };
  if (!existsSync(CLIENT_INDEX)) {
    log('Building the app (npm run build)...');
    run('npm', ['run', 'build']);
  } else if (!existsSync(SERVER_BUNDLE) || SERVER_SOURCES.some((source) => newestMtime(source) > statSync(SERVER_BUNDLE).mtimeMs)) {
    log('Bundling the server (sources changed since the last build)...');
    run(process.execPath, ['scripts/build-server.mjs']);
  }
}

export type AppServer = { process: ChildProcess; pid: number; url: string; stop: () => Promise<void> };

export async function startAppServer(options: { port: number; env: Record<string, string>; logFile: string }): Promise<AppServer> {
  const log = createWriteStream(options.logFile);
  // BENCH_CPU_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, SERVER_BUNDLE], {
    env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const url = `http://127.0.0.1:${options.port}`;
  await waitUntilReady(`${url}/readyz`, child, options.logFile);
  return {
    process: child,
    pid: child.pid ?? 0,
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}); see ${logFile}:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become ready within 60 s; see ${logFile}`);
}

// Resident memory of a process in MiB, from /proc (Linux); undefined elsewhere.
export function residentMiB(pid: number): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

// CPU time (user + system) a process has used so far, in ms, from /proc (Linux); undefined elsewhere.
// Unlike latency, a server's CPU time per request hardly moves with the load other work puts on the machine.
export function cpuMs(pid: number): number | undefined {
  try {
    // Fields 14 and 15 (utime, stime) in clock ticks, after the command name in parentheses.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * (1000 / CLOCK_TICKS_PER_SECOND) : undefined;
  } catch {
    return undefined;
  }
}
// USER_HZ: 100 on every Linux this runs on.
const CLOCK_TICKS_PER_SECOND = 100;

// Samples RSS every 250 ms until stopped; returns the peak and the mean.
export function sampleMemory(pid: number) {
  const samples: number[] = [];
  const timer = setInterval(() => {
    const mib = residentMiB(pid);
    if (mib !== undefined) samples.push(mib);
  }, 250);
  return () => {
    clearInterval(timer);
    if (samples.length === 0) return undefined;
    return { peakMiB: Math.max(...samples), meanMiB: samples.reduce((a, b) => a + b, 0) / samples.length };
  };
}
