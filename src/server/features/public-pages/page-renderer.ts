// The client's server-rendering bundle (src/client/entry-server.tsx, built into
// dist/ssr next to dist/client) and the page chunks to preload with each page
// (docs/decisions/0035-server-rendering.md).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DrawSignedInPage, RenderPage } from '../../../shared/domain/server-rendering.js';
import type { Locale } from '../../../shared/i18n/locales.js';

export type PageRenderer = {
  render: RenderPage;
  // A signed-in page's first view and answers (docs/decisions/0085-signed-in-page-data.md).
  drawSignedInPage: DrawSignedInPage;
  // Addresses of the page's own JavaScript beyond what index.html already loads.
  preloadsFor: (pageModule: string) => string[];
};

// A language's public catalog chunk by its key in the build's manifest: the
// build makes it from the catalog files as if it were src/client/i18n/messages.<code>.js
// (scripts/catalog-chunks.ts).
export const catalogChunkKey = (locale: Locale) => `i18n/messages.${locale}.js`;

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

// Every chunk a manifest entry needs, itself included.
function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, seen);
  return seen;
}

export function preloadsFromManifest(manifest: Manifest): PageRenderer['preloadsFor'] {
  const shell = chunksOf(manifest, 'index.html');
  return (pageModule) =>
    [...chunksOf(manifest, pageModule)].filter((key) => !shell.has(key)).map((key) => `/${manifest[key]?.file ?? key}`);
}

function readManifest(clientDistDir: string): Manifest {
  const path = join(clientDistDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : {};
}

// The bundle is imported on the first page it renders, not at start-up, so the
// server answers its first request (health checks, the API) without waiting
// for React's server renderer and every public page to load.
export function loadPageRenderer(clientDistDir: string): PageRenderer | undefined {
  const entry = join(clientDistDir, '..', 'ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  type Entry = { renderPage: RenderPage; drawSignedInPage: DrawSignedInPage };
  let loading: Promise<Entry> | undefined;
  const bundle = () => (loading ??= import(pathToFileURL(entry).href) as Promise<Entry>);
  return {
    render: async (url, readApi) => (await bundle()).renderPage(url, readApi),
    drawSignedInPage: async (url, readApi) => (await bundle()).drawSignedInPage(url, readApi),
    preloadsFor: preloadsFromManifest(readManifest(clientDistDir)),
  };
}
