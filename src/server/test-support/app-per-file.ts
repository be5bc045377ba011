// One test app for a whole file (or describe block), closed after it. The
// suite keeps its own variable:
//   useTestApp({ countQueries: true }, (app) => (t = app));
// Hooks a file registers afterwards run after this set-up.
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { createTestApp, createTestClock, type TestApp, type TestAppOptions } from './test-app.js';
import type { TestDatabase } from './test-database.js';

export function useTestApp(options: TestAppOptions, ready: (t: TestApp) => void): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(options);
    ready(t);
  });
  afterAll(async () => {
    await t?.close();
  });
}

// The same on a database the suite opens (bothDrivers(): PGlite, or PostgreSQL
// when TEST_DATABASE_URL is set), closed after the app.
export function useTestAppOn(
  open: () => Promise<DatabaseHandle>,
  options: Omit<TestAppOptions, 'database'>,
  ready: (t: TestApp) => void,
): void {
  let database: DatabaseHandle | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    database = await open();
    t = await createTestApp({ ...options, database });
    ready(t);
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });
}

// Two servers over one database and one clock, as two processes are (bothDrivers()' open). On
// PostgreSQL the second server has its own connection pool; PGlite is one process's own database,
// so the second app opens the same handle.
export function useTwoServersOn(open: () => Promise<TestDatabase>, now: Date, ready: (a: TestApp, b: TestApp) => void): void {
  let database: TestDatabase | undefined;
  let second: DatabaseHandle | undefined;
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  beforeAll(async () => {
    database = await open();
    const clock = createTestClock(now);
    a = await createTestApp({ database, clock });
    second = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : undefined;
    b = await createTestApp({ database: second ?? database, clock });
    ready(a, b);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await second?.close();
    await database?.close();
  });
}
