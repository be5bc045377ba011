// A fresh, migrated database for one test file: in-memory PGlite by default,
// or a brand-new PostgreSQL database when TEST_DATABASE_URL is set (CI), so
// leftovers from earlier runs can never matter.
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { createScratchDatabase } from '../db/scratch-database.js';

export type TestDatabase = DatabaseHandle & { url?: string };

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await handle.migrate();
    return handle;
  }
  const scratch = await createScratchDatabase(serverUrl, 'test');
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  await handle.migrate();
  return {
    ...handle,
    url: scratch.url,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}
