// A brand-new, empty PostgreSQL database on a given server, for one test file,
// bench run or security scan, so leftovers of earlier runs never matter. Never
// imported by the app itself.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type ScratchDatabase = { name: string; url: string; drop: () => Promise<void> };

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// purpose names the database (stillpoint_<purpose>_...), so a leftover says where it came from.
export async function createScratchDatabase(serverUrl: string, purpose: string): Promise<ScratchDatabase> {
  const name = `stillpoint_${purpose}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
