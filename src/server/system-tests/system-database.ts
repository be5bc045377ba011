// The system tests run real server processes, which need a real PostgreSQL
// server (PGlite lives inside one process). vitest.config.ts only picks these
// files up when TEST_DATABASE_URL is set, as it is in CI.
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';

export type SystemDatabase = TestDatabase & { url: string };

// A brand-new database on TEST_DATABASE_URL's server, dropped by close().
export async function createSystemDatabase(): Promise<SystemDatabase> {
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error('The system tests need PostgreSQL: set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres');
  }
  const database = await createTestDatabase();
  if (!database.url) throw new Error('createTestDatabase did not give a PostgreSQL database');
  return { ...database, url: database.url };
}
