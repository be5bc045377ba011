// "Version N+1" for the rolling-deploy test: the same build with one migration
// more (fixtures/expand-migration.sql), in a copy of the migrations folder that
// its processes get as MIGRATIONS_DIR. The first N+1 process to start applies
// it (under the migration lock) while version N still serves.
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsDir } from '../../paths.js';

type Journal = { entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }> };

export const EXPAND_TAG = '9999_rolling_deploy_expand';

export function prepareNextRelease(): { migrationsDir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'stillpoint-next-release-'));
  cpSync(migrationsDir, dir, { recursive: true });
  copyFileSync(join(import.meta.dirname, 'fixtures/expand-migration.sql'), join(dir, `${EXPAND_TAG}.sql`));
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const last = journal.entries.at(-1);
  if (!last) throw new Error('the migrations journal is empty');
  journal.entries.push({ idx: last.idx + 1, version: last.version, when: last.when + 1_000, tag: EXPAND_TAG, breakpoints: true });
  writeFileSync(journalPath, JSON.stringify(journal, null, 2));
  return { migrationsDir: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
