import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { catalogChunks } from './scripts/catalog-chunks';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

// `vite build` makes the browser's app (dist/client); `vite build --ssr` the
// server-rendering bundle of the public pages (dist/ssr/entry-server.js,
// docs/decisions/0035-server-rendering.md), with its packages left in node_modules.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: fileURLToPath(new URL('./src/client/public', import.meta.url)),
  plugins: [react(), tailwindcss(), catalogChunks()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src/client', import.meta.url)),
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      // React 19 has useSyncExternalStore; wouter's shim for older Reacts is not needed.
      'use-sync-external-store/shim/index.js': fileURLToPath(
        new URL('./src/client/lib/vendor/use-sync-external-store.ts', import.meta.url),
      ),
    },
  },
  build: isSsrBuild
    ? {
        rolldownOptions: { input: fileURLToPath(new URL('./src/client/entry-server.tsx', import.meta.url)) },
        outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)),
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
      }
    : {
        outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
        emptyOutDir: true,
        sourcemap: false,
        // The server reads which chunks a public page needs, to preload them with its HTML.
        manifest: true,
        // Every browser we support preloads modules itself. A page loaded later
        // (import()) carries no list of the chunks it needs: the list for every
        // page sat in the first download of every page, and a server-rendered
        // page gets its chunks named in its HTML anyway (page-renderer.ts).
        // Opening another page in the app may take one more round trip for its
        // shared chunks (docs/decisions/0037-lighter-landing-page.md).
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
        },
        rolldownOptions: {
          treeshake: { moduleSideEffects: [{ test: /\/src\/client\/features\/[^/]+\/index\.ts$/, sideEffects: false }] },
          output: {
            codeSplitting: {
              // Small modules shared by a few pages (icons, card, badge, price and
              // time-zone helpers) are copied into each page's chunk instead of
              // becoming a chunk of their own: a coach page then needs its one
              // route chunk after the entry, not 17-21 files of a few hundred bytes,
              // each a round trip on a phone over HTTP/1.1 (bench:pages). The
              // initial JavaScript of / is unchanged (~124 KB gzip, budget 150 KB).
              experimentalInlineCommonChunks: { maxSize: 12_000 },
              // Everything the entry imports (React, TanStack Query, the router,
              // the layout) in one chunk instead of five: one file compresses
              // better, and its modules are not registered one by one for the
              // pages that share them (1.4 KB gzip of /'s first download).
              groups: [{ name: 'app', tags: ['$initial'] }],
            },
          },
        },
      },
  // `npm run dev`: the API runs on API_PORT and Vite proxies /api to it.
  server: { port: 3000, proxy: { '/api': apiTarget, '/healthz': apiTarget, '/readyz': apiTarget } },
}));
