// `npm start`: serve the production build, rebuilding first only when the
// sources are newer than the build (so a fresh clone or a pull just works,
// while an unchanged checkout starts at once).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The server-rendering bundle too: a build without it serves the public pages unrendered.
const outputs = ['dist/server/main.js', 'dist/client/index.html', 'dist/ssr/entry-server.js'];
const sources = ['src', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts/build-server.mjs'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (builtAt === 0 || sources.some((source) => newestMtime(source) > builtAt)) {
  console.info('Building Stillpoint (sources changed since the last build)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// NODE_ENV defaults to development in config.ts, which keeps demo mode on for the
// embedded database; operators set NODE_ENV=production (and DATABASE_URL) for real use.
// The server runs in this process rather than a second Node.js one: that saves
// a Node start-up on every `npm start` (bench/startup), and signals reach the
// server's own graceful shutdown directly. Stack traces point into src/ as with
// --enable-source-maps.
process.setSourceMapsEnabled(true);
await import('../dist/server/main.js');
