// A throw-away PostgreSQL cluster that a test may stop and start at will,
// never the machine's shared server (other test files use that one at the
// same time). initdb refuses to run as root, so as root (CI) every command
// runs as the `postgres` OS user, which owns the cluster's folder.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../test-support/free-port.js';

export type PrivatePostgres = {
  url: string;
  start: () => Promise<void>;
  // 'fast' ends sessions and shuts down cleanly; 'immediate' is a crash.
  stop: (mode?: 'fast' | 'immediate') => Promise<void>;
  destroy: () => Promise<void>;
};

const OS_USER = 'postgres';

// PG_BIN_DIR wins; else the newest /usr/lib/postgresql/<version>/bin (Debian, Ubuntu).
function findBinDir(): string {
  const configured = process.env.PG_BIN_DIR;
  if (configured) {
    if (!existsSync(join(configured, 'initdb'))) throw new Error(`PG_BIN_DIR=${configured} has no initdb`);
    return configured;
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest) {
    throw new Error(
      'No PostgreSQL server binaries found under /usr/lib/postgresql/<version>/bin (apt-get install postgresql), or set PG_BIN_DIR to the folder holding initdb and pg_ctl.',
    );
  }
  return join(root, newest, 'bin');
}

type Runner = { asOwner: (command: string, args: string[]) => [string, string[]]; chownToOwner: (path: string) => void };

function ownerRunner(): Runner {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) return { asOwner: (command, args) => [command, args], chownToOwner: () => {} };
  let uid: number;
  let gid: number;
  try {
    uid = Number(execFileSync('id', ['-u', OS_USER], { encoding: 'utf8' }).trim());
    gid = Number(execFileSync('id', ['-g', OS_USER], { encoding: 'utf8' }).trim());
  } catch {
    throw new Error(
      `Running as root, but there is no '${OS_USER}' OS user to run initdb as (initdb refuses root). Install the postgresql package, which creates it.`,
    );
  }
  return {
    asOwner: (command, args) => ['runuser', ['-u', OS_USER, '--', command, ...args]],
    chownToOwner: (path) => chownSync(path, uid, gid),
  };
}

function run(runner: Runner, command: string, args: string[], cwd: string): Promise<void> {
  const [file, argv] = runner.asOwner(command, args);
  return new Promise((resolve, reject) => {
    // stdin/stdout ignored: pg_ctl's server child would otherwise keep our pipes open.
    const child = spawn(file, argv, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', (error) =>
      reject(new Error(`could not run ${file}: ${error.message}${file === 'runuser' ? ' (runuser comes with util-linux)' : ''}`)),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${errors}`)),
    );
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = findBinDir();
  const runner = ownerRunner();
  // As root the cluster's folder must be reachable for the postgres user: /tmp
  // always is, a TMPDIR under /root is not.
  const dir = mkdtempSync(join(process.getuid?.() === 0 ? '/tmp' : tmpdir(), 'stillpoint-pg-'));
  runner.chownToOwner(dir);
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const port = await freePort();
  const pgCtl = join(bin, 'pg_ctl');
  const logTail = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-3_000) : '(no server log)');

  await run(runner, join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], dir);
  // The socket goes into the cluster's own folder, TCP only on loopback.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  let running = false;
  const stopNow = () => {
    // Last resort if the test process ends without afterAll (a crash or Ctrl-C).
    if (!running) return;
    const [file, argv] = runner.asOwner(pgCtl, ['stop', '-D', dataDir, '-m', 'immediate']);
    try {
      execFileSync(file, argv, { cwd: dir, stdio: 'ignore' });
    } catch {
      // already gone
    }
  };
  process.once('exit', stopNow);

  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      try {
        await run(runner, pgCtl, ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', serverOptions], dir);
      } catch (error) {
        throw new Error(`${(error as Error).message}\nserver log:\n${logTail()}`);
      }
      running = true;
    },
    async stop(mode = 'fast') {
      await run(runner, pgCtl, ['stop', '-D', dataDir, '-m', mode, '-w', '-t', '60'], dir);
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop('immediate').catch(() => {});
      process.removeListener('exit', stopNow);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}
