// How much JavaScript the home page costs a first-time visitor, gzipped here
// (so the figure does not depend on how the server compresses): the built
// index.html's entry script and its modulepreload chunks, plus the chunks the
// page then loaded to render (its lazy route chunk), as Lighthouse saw them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const CLIENT_DIST = 'dist/client';

export type InitialJavaScript = {
  // Entry + modulepreload, known from index.html alone.
  shellGzipBytes: number;
  // Shell + the route chunks the page loaded while rendering.
  pageGzipBytes: number;
  files: { path: string; gzipBytes: number }[];
};

function gzipSize(path: string): number {
  return gzipSync(readFileSync(join(CLIENT_DIST, path)), { level: 9 }).length;
}

export function shellScripts(): string[] {
  const html = readFileSync(join(CLIENT_DIST, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1] ?? '');
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '');
  return [...entries, ...preloads].filter(Boolean);
}

export function initialJavaScript(loadedScriptUrls: string[]): InitialJavaScript {
  const shell = shellScripts();
  const loaded = loadedScriptUrls
    .map((url) => new URL(url).pathname)
    .filter((path) => path.startsWith('/assets/') && existsSync(join(CLIENT_DIST, path)));
  const all = [...new Set([...shell, ...loaded])];
  const files = all.map((path) => ({ path, gzipBytes: gzipSize(path) }));
  const sum = (paths: string[]) => files.filter((file) => paths.includes(file.path)).reduce((total, file) => total + file.gzipBytes, 0);
  return { shellGzipBytes: sum(shell), pageGzipBytes: sum(all), files };
}
