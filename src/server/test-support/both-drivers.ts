// For the tests that must hold on both database drivers: embedded PGlite
// always, and PostgreSQL as well when TEST_DATABASE_URL is set (as in CI).
import { openDatabase } from '../db/client.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export function bothDrivers(): Array<[string, () => Promise<TestDatabase>]> {
  const drivers: Array<[string, () => Promise<TestDatabase>]> = [
    [
      'pglite',
      async () => {
        const handle = await openDatabase({ kind: 'pglite', dataDir: null });
        await handle.migrate();
        return handle;
      },
    ],
  ];
  if (process.env.TEST_DATABASE_URL) drivers.push(['postgres', createTestDatabase]);
  return drivers;
}
