// Migration 0013 (docs/decisions/0039-coach-vetting.md): coaches listed before
// vetting existed stay listed; profiles made afterwards wait for an admin.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths.js';

const TAG = '0013_coach_vetting_and_review_replies';

// The migrations folder as it was just before 0013.
function foldersBefore0013(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stillpoint-migrations-'));
  cpSync(migrationsDir, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === TAG);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('migration 0013', () => {
  const client = new PGlite({ extensions: { btree_gist } });
  const db = drizzle({ client });
  const before = foldersBefore0013();
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true, force: true });
  });

  const newCoach = async (username: string) => {
    const user = await client.query<{ id: number }>(
      `insert into users (username, email, password_hash, first_name, last_name, role, bio)
       values ($1, $1 || '@example.com', 'x', 'Old', 'Coach', 'coach', 'Calm.') returning id`,
      [username],
    );
    const profile = await client.query<{ id: number }>(
      `insert into coach_profiles (user_id, hourly_rate_cents, available_days, accepted_terms) values ($1, 5000, '["monday","friday"]', true) returning id`,
      [user.rows[0]?.id],
    );
    return profile.rows[0]?.id;
  };
  const statusOf = async (id: number | undefined) =>
    (await client.query<{ listing_status: string }>('select listing_status from coach_profiles where id = $1', [id])).rows[0]
      ?.listing_status;

  it('approves every coach who existed before it, and new profiles start under review', async () => {
    await migrate(db, { migrationsFolder: before });
    const existing = await newCoach('before_vetting');
    await migrate(db, { migrationsFolder: migrationsDir });
    expect(await statusOf(existing)).toBe('approved');
    expect(await statusOf(await newCoach('after_vetting'))).toBe('under_review');
  });
});
