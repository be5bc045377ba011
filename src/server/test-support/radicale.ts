// A real CalDAV server for the calendar-sync tests: Radicale (Debian's
// `radicale` package, installed by .ci/run), started on a free port with a
// temporary folder and plain htpasswd users. It can be stopped and started
// again on the same port and folder (the "server down" journeys), and counts
// the requests our app sent it by reading its own log.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CALDAV_USER_AGENT } from '../integrations/caldav/guarded-fetch.js';
import { freePort } from './free-port.js';

export const RADICALE_BIN = process.env.RADICALE_BIN ?? '/usr/bin/radicale';

export type Radicale = {
  url: string;
  port: number;
  // Requests our app sent (its user agent), counted from Radicale's log.
  appRequests: () => number;
  // Changes a user's password on the server (as a coach revoking an app password does).
  setPassword: (user: string, password: string) => void;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  close: () => Promise<void>;
};

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startRadicale(given: Record<string, string>): Promise<Radicale> {
  const users = { ...given };
  const dir = mkdtempSync(join(tmpdir(), 'radicale-'));
  const writeUsers = () =>
    writeFileSync(
      join(dir, 'users'),
      Object.entries(users)
        .map(([name, password]) => `${name}:${password}`)
        .join('\n'),
    );
  writeUsers();
  const port = await freePort();
  const logFile = join(dir, 'log');
  writeFileSync(logFile, '');
  let child: ChildProcess | undefined;

  async function start() {
    child = spawn(
      RADICALE_BIN,
      [
        '--server-hosts',
        `127.0.0.1:${port}`,
        '--storage-filesystem-folder',
        join(dir, 'collections'),
        '--auth-type',
        'htpasswd',
        '--auth-htpasswd-filename',
        join(dir, 'users'),
        '--auth-htpasswd-encryption',
        'plain',
        // A failed log-in would otherwise wait a second, and the wrong-password journey does one.
        '--auth-delay',
        '0',
        '--logging-level',
        'info',
      ],
      // Straight into the file: a request's line is there before its answer reaches us.
      { stdio: ['ignore', 'ignore', openSync(logFile, 'a')] },
    );
    for (let i = 0; i < 100; i++) {
      if (await listening(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Radicale did not start (is ${RADICALE_BIN} installed? apt-get install -y radicale)`);
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  }

  await start();
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    appRequests: () =>
      readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((line) => line.includes(`using '${CALDAV_USER_AGENT}'`)).length,
    setPassword(user, password) {
      users[user] = password;
      writeUsers();
    },
    stop,
    start,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
