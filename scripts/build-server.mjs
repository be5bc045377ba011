// Bundles the server into one ESM file so `npm start` does not compile
// TypeScript at start-up. Dependencies stay in node_modules (external).
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// Chunk names carry a hash: start empty so old chunks do not pile up.
rmSync('dist/server', { recursive: true, force: true });

await build({
  entryPoints: { main: 'src/server/main.ts' },
  outdir: 'dist/server',
  bundle: true,
  // Modules imported with import() get chunks of their own, so the test-only
  // machinery (leak audit, test hooks) is never even parsed in production.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
