// Bundles the server into one ESM file so `npm start` does not compile
// TypeScript at start-up. Dependencies stay in node_modules (external).
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
