// A language's catalog is found by its file's name (docs/decisions/0083-adding-a-language.md):
// the group's catalog in a language is <group>.<code>.ts, exporting the group
// in camelCase followed by the code ("coach-money.de.ts" exports coachMoneyDe),
// for every code in src/shared/i18n/locales.ts.
import { LOCALES, type Locale } from './locales.js';

type Catalog = Readonly<Record<string, string>>;

export function catalogExportName(group: string, code: string): string {
  return `${group}-${code}`.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

// Every configured language's catalog of a group, each loaded by `load`: an
// import() of the file by its name, written where the catalogs are read, so
// the server's bundler (scripts/build-server.mjs) takes in every language's
// file beside it. A language without its file, or a file without its export,
// is an error naming them.
export async function catalogsByLocale<C extends Catalog = Catalog>(
  group: string,
  load: (code: Locale) => Promise<Record<string, unknown>>,
  locales: readonly Locale[] = LOCALES,
): Promise<Record<Locale, C>> {
  const entries = await Promise.all(
    locales.map(async (code) => {
      const file = `${group}.${code}.ts`;
      const module = await load(code).catch((error: unknown) => {
        throw new Error(`The ${group} catalog has no file in ${code}: add ${file} beside ${group}.en.ts.`, { cause: error });
      });
      const catalog = module[catalogExportName(group, code)];
      if (typeof catalog !== 'object' || catalog === null) throw new Error(`${file} exports no ${catalogExportName(group, code)}.`);
      return [code, catalog as C] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Locale, C>;
}
