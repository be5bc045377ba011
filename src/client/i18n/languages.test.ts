// A language is one line in src/shared/i18n/locales.ts and one catalog file
// per catalog group (docs/product/languages.md "Adding a language",
// docs/decisions/0083-adding-a-language.md): nothing else names it. Every
// configured language has each group's file, found by its name as the build
// and the server find it, exporting the catalog under its name; and every
// group travels in one of a language's two interface chunks.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogExportName } from '@shared/i18n/catalog-files';
import { LANGUAGES, LOCALES } from '@shared/i18n/locales';
import { PUBLIC_GROUPS, SIGNED_IN_GROUPS } from './catalog-groups';

const FOLDERS = {
  interface: fileURLToPath(new URL('./catalogs/', import.meta.url)),
  shared: fileURLToPath(new URL('../../shared/i18n/catalogs/', import.meta.url)),
};
const groupsIn = (folder: string) =>
  readdirSync(folder)
    .map((file) => /^([a-z-]+)\.en\.ts$/.exec(file)?.[1])
    .filter((group): group is string => group !== undefined);

describe('the configured languages', () => {
  it('are one line each, a two-letter code (the users table checks that form) with its Intl tag and own name', () => {
    expect(LOCALES[0]).toBe('en');
    expect(new Set(LOCALES).size).toBe(LOCALES.length);
    for (const code of LOCALES) {
      expect(code).toMatch(/^[a-z]{2}$/);
      expect(Intl.getCanonicalLocales(LANGUAGES[code].intlTag)[0]?.split('-')[0]).toBe(code);
      expect(LANGUAGES[code].name.length).toBeGreaterThan(0);
    }
  });

  it.each(Object.entries(FOLDERS))('each have every %s catalog group’s file, exporting its catalog by name', (_kind, folder) => {
    const missing: string[] = [];
    for (const group of groupsIn(folder)) {
      for (const code of LOCALES) {
        const file = `${folder}${group}.${code}.ts`;
        const name = catalogExportName(group, code);
        if (!existsSync(file)) missing.push(`${group}.${code}.ts`);
        else if (!new RegExp(`^export const ${name}\\b`, 'm').test(readFileSync(file, 'utf8')))
          missing.push(`${name} in ${group}.${code}.ts`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('have no catalog file of a language not configured', () => {
    const strays = Object.values(FOLDERS).flatMap((folder) =>
      readdirSync(folder).filter((file) => {
        const code = /^[a-z-]+\.([a-z]{2})\.ts$/.exec(file)?.[1];
        return code !== undefined && !(LOCALES as readonly string[]).includes(code);
      }),
    );
    expect(strays).toEqual([]);
  });
});

describe('the interface chunks’ groups (catalog-groups.ts)', () => {
  it('are every interface group and the shared pages group, each in one chunk only', () => {
    const listed = [...PUBLIC_GROUPS, ...SIGNED_IN_GROUPS];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...groupsIn(FOLDERS.interface), 'pages'].sort());
  });
});
