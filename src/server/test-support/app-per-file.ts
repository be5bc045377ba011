// One test app for a whole file (or describe block), closed after it. The
// suite keeps its own variable:
//   useTestApp({ countQueries: true }, (app) => (t = app));
// Hooks a file registers afterwards run after this set-up.
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

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
