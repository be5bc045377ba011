// Each language's interface catalogs as two chunks, found by their file names
// (docs/decisions/0083-adding-a-language.md): for every code of
// src/shared/i18n/locales.ts but English (which the components import
// themselves), the module `virtual:catalogs/messages.<code>.js` spreads the
// public groups' catalogs <group>.<code>.ts and the English sentences
// (docs/decisions/0082-sentences-from-the-server-and-the-schemas.md), and
// `virtual:catalogs/app-messages.<code>.js` the signed-in groups' and the
// coach and admin screens' English sentences; and
// src/client/lib/i18n/load-messages.ts and load-signed-in-messages.ts get one
// import() of theirs per language. Each is its own chunk, carrying that
// language only. Used by vite.config.ts and vitest.config.ts.
import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';
import { PUBLIC_GROUPS, SIGNED_IN_GROUPS } from '../src/client/i18n/catalog-groups';
import { catalogExportName } from '../src/shared/i18n/catalog-files';
import { LOCALES } from '../src/shared/i18n/locales';

const PREFIX = 'virtual:catalogs/';
const CHUNK = /^(app-messages|messages)\.([a-z]{2})\.js$/;
const FOLDERS = ['../src/client/i18n/catalogs/', '../src/shared/i18n/catalogs/'].map((folder) =>
  fileURLToPath(new URL(folder, import.meta.url)),
);
const CHUNKS_FOLDER = fileURLToPath(new URL('../src/client/i18n/', import.meta.url));
// The English texts each chunk's sentence groups translate from, found by their text
// (docs/decisions/0082-sentences-from-the-server-and-the-schemas.md).
type Sentences = { file: string; name: string };
const PUBLIC_SENTENCES: Sentences = {
  file: fileURLToPath(new URL('../src/client/lib/i18n/english-sentences.ts', import.meta.url)),
  name: 'englishSentences',
};
const SIGNED_IN_SENTENCES: Sentences = {
  file: fileURLToPath(new URL('../src/client/lib/i18n/app-english-sentences.ts', import.meta.url)),
  name: 'appEnglishSentences',
};

// The file of a group's catalog in a language, wherever it is; undefined when there is none.
export function catalogFile(group: string, code: string): string | undefined {
  return FOLDERS.map((folder) => `${folder}${group}.${code}.ts`).find((file) => existsSync(file));
}

const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/') + 1);

function chunkModule(groups: readonly string[], code: string, sentences: Sentences): string {
  const catalogs = groups.map((group) => {
    const file = catalogFile(group, code);
    if (!file) throw new Error(`The ${group} catalog has no file in ${code}: add ${group}.${code}.ts beside ${group}.en.ts.`);
    return { file, name: catalogExportName(group, code) };
  });
  return [
    `import { ${sentences.name} } from ${JSON.stringify(sentences.file)};`,
    // Imported in the order of their paths (the shared folder's first), as the
    // hand-written chunks did: the chunk's modules then follow the same order.
    ...[...catalogs]
      .sort((a, b) => FOLDERS.indexOf(folderOf(b.file)) - FOLDERS.indexOf(folderOf(a.file)) || a.file.localeCompare(b.file))
      .map(({ file, name }) => `import { ${name} } from ${JSON.stringify(file)};`),
    `export const messages = { ${[...catalogs.map(({ name }) => `...${name}`), `...${sentences.name}`].join(', ')} };`,
  ].join('\n');
}

// The loaders are written straight into the modules that use them, in place of
// their import of them: a module of their own would cost the entry chunk its
// wrapper. The public chunks' loaders go into load-messages.ts (every page);
// the signed-in chunks' into load-signed-in-messages.ts, which only the
// signed-in routes carry.
const LOADER_MODULES = new Map(
  (
    [
      ['load-messages.ts', 'PUBLIC_LOADERS', 'messages'],
      ['load-signed-in-messages.ts', 'SIGNED_IN_LOADERS', 'app-messages'],
    ] as const
  ).map(([file, name, chunk]) => [
    fileURLToPath(new URL(`../src/client/lib/i18n/${file}`, import.meta.url)),
    { file, name, chunk, line: `import { ${name} } from 'virtual:catalogs/loaders';` },
  ]),
);

function loaders(name: string, chunk: string): string {
  const byCode = LOCALES.filter((code) => code !== 'en')
    .map((code) => `${code}: () => import(${JSON.stringify(`${PREFIX}${chunk}.${code}.js`)})`)
    .join(', ');
  return `const ${name} = { ${byCode} };`;
}

export function catalogChunks(): Plugin {
  let chunksUrl = '/i18n/';
  return {
    name: 'stillpoint-catalog-chunks',
    // Before TypeScript is compiled, while the loaders' modules read as written.
    enforce: 'pre',
    // Resolved to a path in src/client/i18n where no file is (this plugin makes
    // the module's code), so the chunk is named messages.de and the build's
    // manifest knows it as i18n/messages.de.js, the key the server preloads it
    // by (src/server/features/public-pages/page-renderer.ts). The dev server and
    // the tests ask for it again by that path or by its address under the root
    // (/i18n/messages.de.js).
    configResolved(config) {
      chunksUrl = `/${relative(config.root, CHUNKS_FOLDER).split(sep).join('/')}/`;
    },
    resolveId(id) {
      const name = [PREFIX, CHUNKS_FOLDER, chunksUrl]
        .map((prefix) => (id.startsWith(prefix) ? id.slice(prefix.length) : undefined))
        .find((rest) => rest !== undefined && CHUNK.test(rest));
      return name === undefined ? undefined : `${CHUNKS_FOLDER}${name}`;
    },
    load(id) {
      if (!id.startsWith(CHUNKS_FOLDER) || !CHUNK.test(id.slice(CHUNKS_FOLDER.length))) return undefined;
      const name = id.slice(CHUNKS_FOLDER.length);
      const [, chunk, code] = CHUNK.exec(name) ?? [];
      if (!code || !(LOCALES as readonly string[]).includes(code) || code === 'en') this.error(`No catalog chunk ${name}`);
      return chunk === 'messages'
        ? chunkModule(PUBLIC_GROUPS, code, PUBLIC_SENTENCES)
        : chunkModule(SIGNED_IN_GROUPS, code, SIGNED_IN_SENTENCES);
    },
    transform(code, id) {
      const target = LOADER_MODULES.get(id);
      if (!target) return undefined;
      if (!code.includes(target.line)) this.error(`${target.file} no longer imports its loaders as: ${target.line}`);
      return { code: code.replace(target.line, loaders(target.name, target.chunk)), map: null };
    },
  };
}
