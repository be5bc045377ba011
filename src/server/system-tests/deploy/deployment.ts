// The set-up of docs/operations.md for a test file: app processes in
// production mode on one PostgreSQL database and one Redis, behind nginx with
// TLS. Each process keeps its port, so a test may stop one and start it again
// (a restart, or the next release) and nginx finds it where it was.
import { randomBytes, randomUUID } from 'node:crypto';
import { startServer, type ServerProcess } from '../server-process.js';
import { createSystemDatabase, type SystemDatabase } from '../system-database.js';
import { freePort } from '../../test-support/free-port.js';
import { startNginx, type Nginx } from './nginx.js';

export const METRICS_TOKEN = `deploy-test-${randomUUID()}`;
// Production refuses to start without it (it seals CalDAV app passwords); one key for every process.
const CALDAV_ENCRYPTION_KEY = randomBytes(32).toString('base64');

export type Deployment = {
  database: SystemDatabase;
  nginx: Nginx;
  processes: ServerProcess[];
  redisPrefix: string;
  // Starts (again) the process on the i-th port, with extra environment (the next release's).
  startProcess: (i: number, env?: Record<string, string>) => Promise<ServerProcess>;
  stop: () => Promise<void>;
};

function redisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('The deploy tests need Redis: set TEST_REDIS_URL, e.g. redis://127.0.0.1:6379 (.ci/run does)');
  return url;
}

// DEPLOY_TEST_PORTS=4400 puts every port of the set-up at 4400 + portOffset + i
// (a shared machine's own range); by default each is a free one.
function ports(count: number, portOffset: number): Promise<number[]> {
  const base = Number(process.env.DEPLOY_TEST_PORTS);
  if (base > 0) return Promise.resolve(Array.from({ length: count }, (_, i) => base + portOffset + i));
  return Promise.all(Array.from({ length: count }, () => freePort()));
}

export async function startDeployment(options: {
  processes: number;
  env?: Record<string, string>;
  portOffset: number;
}): Promise<Deployment> {
  const database = await createSystemDatabase();
  const redisPrefix = `stillpoint-deploy-${randomUUID().slice(0, 8)}:`;
  const [httpsPort = 0, httpPort = 0, ...appPorts] = await ports(options.processes + 2, options.portOffset);
  const publicUrl = `https://localhost:${httpsPort}`;
  const envOf = (extra: Record<string, string> = {}) => ({
    NODE_ENV: 'production',
    TEST_HOOKS: 'false',
    PUBLIC_URL: publicUrl,
    REDIS_URL: redisUrl(),
    REDIS_KEY_PREFIX: redisPrefix,
    TRUST_PROXY_HOPS: '1',
    METRICS_TOKEN,
    CALDAV_ENCRYPTION_KEY,
    ...options.env,
    ...extra,
  });
  const processes: ServerProcess[] = [];
  const startProcess = async (i: number, env?: Record<string, string>) => {
    const server = await startServer({ name: `app${i + 1}`, databaseUrl: database.url, port: appPorts[i], env: envOf(env) });
    processes[i] = server;
    return server;
  };
  try {
    // One first (it migrates the new database), then the rest.
    await startProcess(0);
    await Promise.all(appPorts.slice(1).map((_, i) => startProcess(i + 1)));
    const nginx = await startNginx({ httpsPort, httpPort, upstreamPorts: appPorts });
    return {
      database,
      nginx,
      processes,
      redisPrefix,
      startProcess,
      stop: async () => {
        await nginx.stop();
        await Promise.all(processes.map((p) => p.stop()));
        await database.close();
      },
    };
  } catch (error) {
    await Promise.all(processes.map((p) => p.kill()));
    await database.close();
    throw error;
  }
}
