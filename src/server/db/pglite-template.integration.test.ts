// The first start copies the build's template instead of running initdb and
// the migrations: the copy must be the very database those would make, hold no
// rows (so no demo dates frozen at build time), and be used only when it fits.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';
import { makePgliteTemplate } from './make-pglite-template.js';
import { isSchemaCurrent } from './migration-state.js';
import { copyPgliteTemplate } from './pglite-template.js';

const workDir = mkdtempSync(join(tmpdir(), 'stillpoint-template-test-'));
const templateDir = join(workDir, 'template');
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const query = (handle: DatabaseHandle) => async (text: string) =>
  (await handle.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] };

// Everything the migrations define, as text to compare.
async function describeSchema(handle: DatabaseHandle) {
  const q = query(handle);
  const parts = await Promise.all([
    q(`select table_schema, table_name, column_name, data_type, column_default, is_nullable from information_schema.columns
       where table_schema in ('public', 'drizzle') order by 1, 2, 3`),
    q(`select conrelid::regclass::text as rel, conname, pg_get_constraintdef(oid) as def from pg_constraint
       where connamespace = 'public'::regnamespace order by 1, 2`),
    q(`select indexname, indexdef from pg_indexes where schemaname = 'public' order by 1`),
    q(`select tgrelid::regclass::text as rel, tgname from pg_trigger where not tgisinternal order by 1, 2`),
    q(`select proname, prosrc from pg_proc where pronamespace = 'public'::regnamespace order by 1`),
    q(`select extname from pg_extension order by 1`),
    q(`select hash, created_at::text from drizzle.__drizzle_migrations order by created_at`),
  ]);
  return parts.map((part) => part.rows);
}

describe('the PGlite template folder', () => {
  const opened: DatabaseHandle[] = [];
  beforeAll(async () => makePgliteTemplate(templateDir));
  afterAll(async () => Promise.all(opened.map((handle) => handle.close())));

  it('copied into a new folder is the database initdb and the migrations make, without any rows', async () => {
    const dataDir = join(workDir, 'data');
    expect(copyPgliteTemplate(dataDir, templateDir)).toBe(true);
    const copy = await openDatabase({ kind: 'pglite', dataDir }, { fromTemplate: false });
    opened.push(copy);
    expect(await isSchemaCurrent(query(copy))).toBe(true);
    const fresh = await openDatabase({ kind: 'pglite', dataDir: null });
    opened.push(fresh);
    await fresh.migrate();
    const [copySchema, freshSchema] = await Promise.all([describeSchema(copy), describeSchema(fresh)]);
    expect(copySchema[0]?.length).toBeGreaterThan(50);
    expect(copySchema).toEqual(freshSchema);
    const rows = await query(copy)(`select (select count(*) from users)::int as users, (select count(*) from bookings)::int as bookings,
      (select count(*) from specializations)::int as specializations`);
    expect(rows.rows[0]).toEqual({ users: 0, bookings: 0, specializations: 0 });
  });

  it('is never copied over a folder that already holds something', () => {
    const dataDir = join(workDir, 'in-use');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'notes.txt'), 'mine');
    expect(copyPgliteTemplate(dataDir, templateDir)).toBe(false);
    expect(readdirSync(dataDir)).toEqual(['notes.txt']);
  });

  it('is not used when made by another PGlite version', () => {
    const stale = join(workDir, 'stale-template');
    makeStaleCopy(stale);
    const dataDir = join(workDir, 'not-from-stale');
    expect(copyPgliteTemplate(dataDir, stale)).toBe(false);
    expect(existsSync(dataDir)).toBe(false);
  });
});

function makeStaleCopy(target: string) {
  const copied = copyPgliteTemplate(target, templateDir);
  expect(copied).toBe(true);
  const stampFile = join(templateDir, 'stillpoint-template.json');
  const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as Record<string, unknown>;
  writeFileSync(join(target, 'stillpoint-template.json'), JSON.stringify({ ...stamp, pglite: '0.0.1' }));
}
