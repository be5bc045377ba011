// Two real server processes on one fresh PostgreSQL database, for a whole
// test file: the set-up of the suites about running several instances.
import { afterAll, beforeAll } from 'vitest';
import { startServer, type ServerProcess } from './server-process.js';
import { createSystemDatabase, type SystemDatabase } from './system-database.js';

export type TwoServers = { database: SystemDatabase; a: ServerProcess; b: ServerProcess };

export function useTwoServers(ready: (servers: TwoServers) => void): void {
  let servers: Partial<TwoServers> = {};
  beforeAll(async () => {
    const database = await createSystemDatabase();
    servers = { database };
    const [a, b] = await Promise.all([
      startServer({ name: 'A', databaseUrl: database.url }),
      startServer({ name: 'B', databaseUrl: database.url }),
    ]);
    servers = { database, a, b };
    ready({ database, a, b });
  });
  afterAll(async () => {
    await Promise.all([servers.a?.stop(), servers.b?.stop()]);
    await servers.database?.close();
  });
}
