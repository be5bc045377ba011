// Bundles the server into one ESM file so `npm start` does not compile
// TypeScript at start-up. Its dependencies are bundled too: resolving and
// loading a few hundred files from node_modules took a good part of every
// start. Left external: packages with native code or files of their own
// (PGlite's WebAssembly, argon2, sharp) and the ones loaded only on first use
// (docs/decisions/0036-start-up.md).
// Then makes dist/start-up: the migrated PGlite template folder and the demo
// users' hashes and pictures, which the first start copies and reads instead
// of computing (docs/decisions/0036-start-up.md).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// Chunk names carry a hash: start empty so old chunks do not pile up.
rmSync('dist/server', { recursive: true, force: true });

await build({
  entryPoints: { main: 'src/server/main.ts', 'audited-server': 'src/server/test-support/leak-audit/audited-server.ts' },
  outdir: 'dist/server',
  bundle: true,
  // Modules imported with import() get chunks of their own, so the test-only
  // machinery (leak audit, test hooks) is never even parsed in production.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    'argon2',
    'sharp',
    'pg',
    'stripe',
    'ioredis',
    'nodemailer',
    'ical-generator',
    'node-ical',
    'timezones-ical-library',
    'temporal-polyfill',
  ],
  // Bundled CommonJS packages require Node's own modules: give each output file a require.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  sourcemap: true,
  // Stack traces need only the mappings; the sources are in src/ and node_modules.
  sourcesContent: false,
  logLevel: 'warning',
});

// Bundled on its own (no chunks shared with the server's), run once and removed.
const tool = 'dist/start-up/build-start-up-data.mjs';
await build({
  entryPoints: ['src/server/cli/build-start-up-data.ts'],
  outfile: tool,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
const made = spawnSync(process.execPath, [tool], { stdio: 'inherit' });
rmSync(tool, { force: true });
if (made.status !== 0) process.exit(made.status ?? 1);
