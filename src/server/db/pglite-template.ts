// A ready-made embedded database: a PGlite data folder with every migration
// applied, made by `npm run build` (scripts/build-server.mjs) and copied into an
// empty DATA_DIR on first start. PGlite's initdb and the migrations take
// seconds; a copy of the folder takes a fraction of one. The template holds no
// data, so the demo data is still loaded at first start with dates relative to
// that day (docs/decisions/0036-start-up.md).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { projectRoot } from '../paths.js';
import { newestMigrationMillis } from './migration-state.js';

export const pgliteTemplateDir = resolve(projectRoot, 'dist/start-up/pglite-template');

// Written beside the template: a folder made by another PGlite version or
// before the newest migration is not used (PGlite's own initdb runs instead).
const STAMP_FILE = 'stillpoint-template.json';

type Stamp = { pglite: string; newestMigration: number };

function currentStamp(): Stamp {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const packageJson = join(dirname(entry), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  return { pglite: version, newestMigration: newestMigrationMillis() };
}

function isUsable(templateDir: string): boolean {
  const stampPath = join(templateDir, STAMP_FILE);
  if (!existsSync(stampPath)) return false;
  try {
    const stamp = JSON.parse(readFileSync(stampPath, 'utf8')) as Stamp;
    const current = currentStamp();
    return stamp.pglite === current.pglite && stamp.newestMigration === current.newestMigration;
  } catch {
    return false;
  }
}

// Copies the template into dataDir when dataDir is missing or empty and the
// template fits this install; returns whether it did. The copy goes to a
// sibling folder first and is renamed into place, so an interrupted copy never
// leaves a half database where the next start would look for one.
export function copyPgliteTemplate(dataDir: string, templateDir: string = pgliteTemplateDir): boolean {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  if (!isUsable(templateDir)) return false;
  const target = resolve(dataDir);
  const partial = join(dirname(target), `.${basename(target)}.partial`);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(dirname(target), { recursive: true });
  cpSync(templateDir, partial, { recursive: true, filter: (source) => basename(source) !== STAMP_FILE });
  try {
    // An empty folder made beforehand (a mount point cannot be replaced: then PGlite's initdb runs as before).
    if (existsSync(target)) rmdirSync(target);
    renameSync(partial, target);
  } catch {
    rmSync(partial, { recursive: true, force: true });
    return false;
  }
  return true;
}

// Build time: a fresh data folder, migrated by `migrate`, then stamped.
export async function writePgliteTemplate(
  migrateInto: (dataDir: string) => Promise<void>,
  templateDir: string = pgliteTemplateDir,
): Promise<void> {
  rmSync(templateDir, { recursive: true, force: true });
  mkdirSync(templateDir, { recursive: true });
  await migrateInto(templateDir);
  writeFileSync(join(templateDir, STAMP_FILE), `${JSON.stringify(currentStamp(), null, 2)}\n`);
}
