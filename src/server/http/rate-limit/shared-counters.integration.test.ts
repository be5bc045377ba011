// Several server processes must share one count, or a guesser simply spreads
// attempts over them. Two apps over one database (two connection pools on
// PostgreSQL; one in-process database on PGlite), and two apps on one Redis.
// The Redis part runs when TEST_REDIS_URL is set (e.g. redis://127.0.0.1:6379).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { createTestApp, createTestClock, uniqueName } from '../../test-support/test-app.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { createPostgresCounterStore } from './postgres-counter-store.js';
import { createRedisCounterStore } from './redis-counter-store.js';
import type { CounterStore } from './counter-store.js';

type TwoHandles = { first: DatabaseHandle; second: DatabaseHandle; close: () => Promise<void> };

const databases: Array<[string, () => Promise<TwoHandles>]> = [
  [
    'pglite',
    async () => {
      const handle = await openDatabase({ kind: 'pglite', dataDir: null });
      await handle.migrate();
      return { first: handle, second: handle, close: () => handle.close() };
    },
  ],
];
if (process.env.TEST_DATABASE_URL) {
  databases.push([
    'postgres',
    async () => {
      const first = await createTestDatabase();
      if (!first.url) throw new Error('a PostgreSQL test database has a URL');
      // A second pool of its own, as a second server process would have.
      const second = await openDatabase({ kind: 'postgres', url: first.url });
      return {
        first,
        second,
        close: async () => {
          await second.close();
          await first.close();
        },
      };
    },
  ]);
}

// One clock for both apps, as two servers share the time.
const clock = createTestClock();
const silentLog = { warn: () => {} } as never;

async function appOver(database: DatabaseHandle, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const t = await createTestApp({ database, clock, env: { RATE_LIMIT_SCALE: '1', ...env }, leakAudit: false });
  return t.app;
}

const failedLogin = (app: FastifyInstance, username: string, remoteAddress = '203.0.113.50') =>
  app.inject({ method: 'POST', url: '/api/login', payload: { username, password: 'wrong-password-1' }, remoteAddress });

// Ten attempts spread over two apps use up one username's minute on both.
async function expectSharedSignInLimit(appA: FastifyInstance, appB: FastifyInstance) {
  const username = uniqueName('target');
  for (let attempt = 0; attempt < 10; attempt++) {
    const app = attempt % 2 === 0 ? appA : appB;
    expect((await failedLogin(app, username, `203.0.113.${100 + attempt}`)).statusCode).toBe(401);
  }
  expect((await failedLogin(appA, username, '203.0.113.200')).statusCode).toBe(429);
  expect((await failedLogin(appB, username, '203.0.113.201')).statusCode).toBe(429);
}

// Simultaneous hits through two stores get the counts 1..n, each exactly once.
async function expectAtomicCounts(storeA: CounterStore, storeB: CounterStore) {
  const key = `test:${uniqueName('burst')}`;
  const hits = await Promise.all(Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? storeA : storeB).hit(key, 60_000, clock.now)));
  expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  expect(new Set(hits.map((hit) => hit.resetAt.getTime())).size).toBe(1);
}

describe.each(databases)('counters in the database (%s)', (_name, open) => {
  let handles: TwoHandles;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  beforeAll(async () => {
    handles = await open();
    appA = await appOver(handles.first);
    appB = await appOver(handles.second);
  });
  afterAll(async () => {
    await appA.close();
    await appB.close();
    await handles.close();
  });

  it('two app instances share the sign-in counts', async () => {
    await expectSharedSignInLimit(appA, appB);
  });

  it('counts simultaneous hits from two connection pools exactly', async () => {
    await expectAtomicCounts(createPostgresCounterStore(handles.first.db), createPostgresCounterStore(handles.second.db));
  });

  it('counts simultaneous hits on several keys, each key on its own', async () => {
    const store = createPostgresCounterStore(handles.first.db);
    const keys = [`test:${uniqueName('a')}`, `test:${uniqueName('b')}`, `test:${uniqueName('c')}`];
    const hits = await Promise.all(Array.from({ length: 12 }, (_, index) => store.hit(keys[index % 3]!, 60_000, clock.now)));
    for (const [k] of keys.entries()) {
      const counts = hits.filter((_, index) => index % 3 === k).map((hit) => hit.count);
      expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    }
  });

  it('starts a new window once the old one has ended', async () => {
    const store = createPostgresCounterStore(handles.first.db);
    const key = `test:${uniqueName('window')}`;
    const start = clock.now;
    await store.hit(key, 60_000, start);
    expect((await store.hit(key, 60_000, new Date(start.getTime() + 59_999))).count).toBe(2);
    const fresh = await store.hit(key, 60_000, new Date(start.getTime() + 60_000));
    expect(fresh).toEqual({ count: 1, resetAt: new Date(start.getTime() + 120_000) });
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describe('counters in Redis', () => {
    // A prefix of this run's own, so runs and other users of the Redis never meet.
    const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `stillpoint-test:${randomBytes(6).toString('hex')}:` };
    let databaseA: DatabaseHandle;
    let databaseB: DatabaseHandle;
    let appA: FastifyInstance;
    let appB: FastifyInstance;
    beforeAll(async () => {
      // Separate databases on purpose: only Redis can make these two apps agree.
      databaseA = await createTestDatabase();
      databaseB = await createTestDatabase();
      appA = await appOver(databaseA, env);
      appB = await appOver(databaseB, env);
    });
    afterAll(async () => {
      await appA.close();
      await appB.close();
      await databaseA.close();
      await databaseB.close();
    });

    it('two app instances share the sign-in counts', async () => {
      await expectSharedSignInLimit(appA, appB);
    });

    it('counts simultaneous hits from two connections exactly, and follows the app clock', async () => {
      const stores = [0, 1].map(() => createRedisCounterStore({ url: redisUrl, keyPrefix: env.REDIS_KEY_PREFIX, log: silentLog }));
      const [storeA, storeB] = stores as [CounterStore, CounterStore];
      try {
        await expectAtomicCounts(storeA, storeB);
        const key = `test:${uniqueName('window')}`;
        const start = clock.now;
        await storeA.hit(key, 60_000, start);
        expect((await storeB.hit(key, 60_000, new Date(start.getTime() + 59_999))).count).toBe(2);
        expect(await storeA.hit(key, 60_000, new Date(start.getTime() + 60_000))).toEqual({
          count: 1,
          resetAt: new Date(start.getTime() + 120_000),
        });
      } finally {
        await Promise.all(stores.map((store) => store.close()));
      }
    });

    it('a refused sign-in ends when the app clock passes the window', async () => {
      const username = uniqueName('target');
      for (let attempt = 0; attempt < 10; attempt++) await failedLogin(appA, username, '203.0.113.60');
      expect((await failedLogin(appB, username, '203.0.113.61')).statusCode).toBe(429);
      clock.now = new Date(clock.now.getTime() + 60_000);
      expect((await failedLogin(appB, username, '203.0.113.61')).statusCode).toBe(401);
    });
  });
}

// Each of the twelve sign-ins waits up to Redis's command timeout (1 s) on top
// of a password hash, so on a busy two-core machine this takes far longer than
// most tests: it took 38 s at a load average of 14.
describe('an unreachable Redis', () => {
  it('does not stop anyone signing in: the limits wait until it is back', { timeout: 90_000 }, async () => {
    const database = await createTestDatabase();
    // Nothing listens on port 1.
    const app = await appOver(database, { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const username = uniqueName('target');
      for (let attempt = 0; attempt < 12; attempt++) expect((await failedLogin(app, username)).statusCode).toBe(401);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
