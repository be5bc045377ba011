import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The server runs both from src/ (tests, tsx) and bundled from dist/server, so
// files are found relative to the project root rather than to this module.
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Could not find the project root (package.json)');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
// MIGRATIONS_DIR: only the rolling-deploy test sets it, to start the next
// release's processes with one migration more (src/server/system-tests/deploy).
export const migrationsDir = process.env.MIGRATIONS_DIR
  ? resolve(process.env.MIGRATIONS_DIR)
  : resolve(projectRoot, 'src/server/db/migrations');
export const clientDistDir = resolve(projectRoot, 'dist/client');
