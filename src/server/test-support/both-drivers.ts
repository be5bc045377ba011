// For the tests that must hold on both database drivers: embedded PGlite
// always, and PostgreSQL as well when TEST_DATABASE_URL is set (as in CI).
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { createTestDatabase } from './test-database.js';

export function bothDrivers(): Array<[string, () => Promise<DatabaseHandle>]> {
  const drivers: Array<[string, () => Promise<DatabaseHandle>]> = [
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
