// Builds the real app over a fresh database for integration tests, plus small
// helpers to act as a signed-in user over HTTP (app.inject).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { testRunSink } from '../test-audits/leak-audit/sinks.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  clock: { now: Date; advance: (ms: number) => void };
  close: () => Promise<void>;
};

export async function createTestApp(env: Record<string, string> = {}, options: Pick<BuildAppOptions, 'onRoute'> = {}): Promise<TestApp> {
  // Limits relaxed 1000-fold so files that register many users from one address
  // pass; the rate-limit tests set RATE_LIMIT_SCALE: '1' themselves.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: ':memory:', RATE_LIMIT_SCALE: '1000', ...env });
  const database = await createTestDatabase();
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const app = await buildApp({ config, database, now: () => clock.now, logger: false, onRoute: options.onRoute, leakAudit: { sink: testRunSink } });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let counter = 0;
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${process.pid}x${counter}${Math.random().toString(36).slice(2, 6)}`;
}

export type Registered = { cookie: string; user: { id: number; username: string; email: string; role: string; firstName: string } };

export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ username: string; email: string; password: string; firstName: string; lastName: string; role: 'client' | 'coach' }> = {},
): Promise<Registered & { password: string }> {
  const username = overrides.username ?? uniqueName();
  const password = overrides.password ?? 'calm-waters-42';
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      username,
      email: overrides.email ?? `${username}@example.com`,
      password,
      firstName: overrides.firstName ?? 'Test',
      lastName: overrides.lastName ?? 'Person',
      role: overrides.role ?? 'client',
    },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookieOf(response), user: response.json(), password };
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid' || c.name === '__Host-sid');
  if (!cookie) throw new Error('no session cookie in response');
  return `${cookie.name}=${cookie.value}`;
}
