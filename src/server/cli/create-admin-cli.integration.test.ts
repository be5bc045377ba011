// Runs the real `create-admin` command as a separate process, the way an
// operator does, against its own database.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { users } from '../db/schema.js';
import { projectRoot } from '../paths.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';

const PASSWORD = 'never-print-me-9';
let dataDir: string;
let postgres: TestDatabase | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'stillpoint-cli-'));
  // With TEST_DATABASE_URL the command talks to a fresh PostgreSQL database, otherwise to an embedded one on disk.
  if (process.env.TEST_DATABASE_URL) postgres = await createTestDatabase();
});
afterAll(async () => {
  await postgres?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function runCli(args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  if (postgres?.url) env.DATABASE_URL = postgres.url;
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/create-admin.ts', ...args], {
    cwd: projectRoot,
    env,
    input: '',
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

async function storedRole(username: string) {
  const handle = postgres ?? (await openDatabase({ kind: 'pglite', dataDir }));
  try {
    const [row] = await handle.db.select({ role: users.role }).from(users).where(eq(users.username, username));
    return row?.role;
  } finally {
    if (!postgres) await handle.close();
  }
}

const flags = [
  '--username',
  'owner',
  '--email',
  'owner@example.com',
  '--password',
  PASSWORD,
  '--first-name',
  'Olive',
  '--last-name',
  'Owner',
];

// Each run starts a process, compiles TypeScript and opens a database: slow on a busy machine.
describe('npm run create-admin', { timeout: 120_000 }, () => {
  it('creates the admin, exits 0 and never prints the password', async () => {
    const result = runCli(flags);
    expect(result.output).toContain("Created the admin account 'owner' <owner@example.com>");
    expect(result.code).toBe(0);
    expect(result.output).not.toContain(PASSWORD);
    expect(await storedRole('owner')).toBe('admin');
  });

  it('exits 1 with a clear message for a duplicate, a short password or missing values', () => {
    const duplicate = runCli(flags);
    expect(duplicate.code).toBe(1);
    expect(duplicate.output).toContain('That username is already taken.');
    expect(duplicate.output).not.toContain(PASSWORD);

    const weak = runCli([
      '--username',
      'other',
      '--email',
      'other@example.com',
      '--password',
      'short1',
      '--first-name',
      'O',
      '--last-name',
      'P',
    ]);
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('password: Password must be at least 8 characters');

    // stdin is not a terminal here, so nothing can be asked for.
    const missing = runCli(['--username', 'other']);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('Missing --email, --first-name, --last-name, --password');
  });
});
