// A brand-new PostgreSQL database for one bench run, dropped afterwards, on
// the server named by BENCH_DATABASE_URL, TEST_DATABASE_URL or the local default.
import { createScratchDatabase } from '../../src/server/db/scratch-database.js';

export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchDatabase = { url: string; name: string; drop: () => Promise<void> };

export function benchServerUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || DEFAULT_SERVER_URL;
}

export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  return createScratchDatabase(serverUrl, 'bench');
}
