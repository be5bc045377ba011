// The one way integration tests build the app: the real app over a fresh
// database (or one the test opened itself), with a clock the test can set.
// Users come from sign-in.ts, data from the fixture files beside this one
// (docs/decisions/0026-one-way-to-test.md).
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import type pg from 'pg';
import { apiUrl } from '../../shared/api/api-url.js';
import type { ApiRoute, CallInput, EndpointAnswer, EndpointSpec } from '../../shared/api/endpoint.js';
import { ENDPOINT_LIST, routeOf } from '../../shared/api/endpoint-table.js';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import * as schema from '../db/schema.js';
import type { MeetingProvider } from '../integrations/meetings/meeting-provider.js';
import { registerLeakAudit, type LeakAuditOptions } from './leak-audit/register-leak-audit.js';
import { testRunSink } from './leak-audit/sinks.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export type TestClock = { now: Date; advance: (ms: number) => void };

export function createTestClock(start = new Date()): TestClock {
  const clock: TestClock = {
    now: start,
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  return clock;
}

export type TestAppOptions = {
  // Environment on top of the test defaults below.
  env?: Record<string, string>;
  // Where the app's clock starts (default: the real time); it only moves when the test moves it.
  now?: Date;
  // A clock shared with another app (two servers over one store); wins over `now`.
  clock?: TestClock;
  // A database the test opened itself (e.g. from bothDrivers); the test closes it too.
  database?: DatabaseHandle;
  meetings?: MeetingProvider;
  onRoute?: (route: RouteOptions) => void;
  // Record every SQL statement the app and the fixtures send over `db` (query-count tests).
  countQueries?: boolean;
  // Default: every response is audited into the test run's sink; false: no audit.
  leakAudit?: LeakAuditOptions | false;
  // Instead of the leak audit: the end-to-end server's own (file-audit.ts).
  auditResponses?: BuildAppOptions['auditResponses'];
  // Test-only routes, added before the app is ready.
  addRoutes?: (app: FastifyInstance) => void;
  // A folder with a built client (at least index.html): the app then serves the pages.
  clientDistDir?: string;
  // The public pages' server renderer (src/client/entry-server.tsx in tests that render them).
  pageRenderer?: BuildAppOptions['pageRenderer'];
};

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  // The connection the app uses; with countQueries, the one whose statements are recorded.
  db: Database;
  config: AppConfig;
  clock: TestClock;
  queries: string[];
  close: () => Promise<void>;
};

// Every statement through Drizzle's logger, over the very same connection.
function countingDb(database: DatabaseHandle, queries: string[]): Database {
  const logger = { logQuery: (query: string) => void queries.push(query) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  return (database.kind === 'pglite'
    ? drizzlePglite({ client: client as PGlite, schema, logger })
    : drizzlePg({ client: client as pg.Pool, schema, logger })) as unknown as Database;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // Limits relaxed 1000-fold so files that register many users from one address
  // pass; the rate-limit tests set RATE_LIMIT_SCALE: '1' themselves.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: ':memory:', RATE_LIMIT_SCALE: '1000', ...options.env });
  const opened: TestDatabase = options.database ?? (await createTestDatabase());
  const queries: string[] = [];
  const db = options.countQueries ? countingDb(opened, queries) : opened.db;
  const clock = options.clock ?? createTestClock(options.now);
  // The leak audit reads over the unlogged connection, so its lookups are not counted.
  const leakAudit = options.leakAudit === false ? undefined : (options.leakAudit ?? { sink: testRunSink, db: opened.db });
  const database: TestDatabase = { ...opened, db };
  const app = await buildApp({
    config,
    database,
    clientDistDir: options.clientDistDir,
    pageRenderer: options.pageRenderer,
    now: () => clock.now,
    logger: false,
    meetings: options.meetings,
    onRoute: options.onRoute,
    auditResponses:
      options.auditResponses ??
      (leakAudit && ((server, context) => registerLeakAudit(server, context.config, context.database.db, leakAudit))),
  });
  options.addRoutes?.(app);
  await app.ready();
  letQueueRunAfterEachRequest(app, clock, queries);
  return {
    app,
    database,
    db,
    config,
    clock,
    queries,
    close: async () => {
      await app.close();
      if (!options.database) await opened.close();
    },
  };
}

// The work a request queued (a checkout's e-mails, a calendar write) is done
// by the queue's workers outside the request (docs/decisions/0087-one-work-queue.md);
// here it is done as soon as the request is answered, as a running worker
// would do it, so a test reads the mailbox as a person would find it. What
// the queue does (here and in a test's own delivery pass) is left out of the
// statements a query-count test records: it is not the request's cost.
function letQueueRunAfterEachRequest(app: FastifyInstance, clock: TestClock, queries: string[]) {
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  (app as unknown as { inject: (...args: unknown[]) => unknown }).inject = (...args: unknown[]) => {
    const answer = inject(...args) as PromiseLike<unknown> | undefined;
    if (args.length !== 1 || typeof answer?.then !== 'function') return answer;
    return Promise.resolve(answer).then(async (response: unknown) => {
      const recorded = queries.length;
      await app.workQueue.drain(clock.now);
      queries.length = recorded;
      return response;
    });
  };
  const deliverPending = app.emailDelivery.deliverPending;
  app.emailDelivery.deliverPending = async () => {
    const recorded = queries.length;
    const delivered = await deliverPending();
    queries.length = recorded;
    return delivered;
  };
}

let counter = 0;
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${process.pid}x${counter}${Math.random().toString(36).slice(2, 6)}`;
}

// What a test sends to an endpoint: its params, query and body as the endpoint
// table types them (the browser's callApi takes the same), the session cookie
// and any other headers. A test about bad input sends `invalidBody` instead of
// `body`: it goes out as it is, unchecked.
type Extras = { cookie?: string | undefined; headers?: InjectOptions['headers'] };
// A query whose fields are all optional may be left out.
type Input<E> =
  CallInput<E> extends { query: infer Q }
    ? Record<string, never> extends Q
      ? Omit<CallInput<E>, 'query'> & { query?: Q }
      : CallInput<E>
    : CallInput<E>;
export type EndpointCall<E> = (Input<E> | (Omit<Input<E>, 'body'> & { invalidBody: unknown })) & Extras;
export type EndpointCallArgs<E> = object extends EndpointCall<E> ? [input?: EndpointCall<E>] : [input: EndpointCall<E>];

// The whole response (status, headers, body, json() for error bodies), and
// answer(): the success answer read through the table's schema for its status,
// typed as the browser's caller types it; any other status throws.
export type EndpointResponse<E> = LightMyRequestResponse & { answer: () => EndpointAnswer<E> };

const SPECS = new Map(ENDPOINT_LIST.map((endpoint) => [routeOf(endpoint), endpoint]));

// The typed way a test calls the API: the route comes from the generated list
// (`import * as api from '../../../shared/api/api-routes.generated.js'`), as in
// the browser, and goes over app.inject (docs/decisions/0090-typed-test-calls.md).
export async function callEndpoint<E extends EndpointSpec>(
  app: FastifyInstance,
  route: ApiRoute<E>,
  ...[input]: EndpointCallArgs<E>
): Promise<EndpointResponse<E>> {
  const sent = (input ?? {}) as { body?: unknown; invalidBody?: unknown } & Extras;
  const payload = 'invalidBody' in sent ? sent.invalidBody : sent.body;
  const response = await app.inject({
    method: route.method,
    url: apiUrl(route, sent as never),
    ...((sent.cookie || sent.headers) && { headers: { ...sent.headers, ...(sent.cookie && { cookie: sent.cookie }) } }),
    ...(payload !== undefined && { payload: payload as InjectOptions['payload'] }),
  });
  const answer = () => {
    const schema = SPECS.get(routeOf(route))?.responses[response.statusCode];
    if (response.statusCode >= 300 || !schema) throw new Error(`${routeOf(route)} answered ${response.statusCode}: ${response.body}`);
    return (response.statusCode === 204 ? undefined : schema.parse(response.json())) as EndpointAnswer<E>;
  };
  return Object.assign(response, { answer });
}

// One request as a browser would send it, signed in when a cookie is given:
// for raw paths (the audits that walk the table, malformed addresses).
export function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    ...(cookie && { headers: { cookie } }),
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
}

// A POST whose body is sent as it is, under the given content type: for how
// the server treats bodies a browser form would never send.
export function postRaw(app: FastifyInstance, url: string, contentType: string, body: string) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload: body });
}
