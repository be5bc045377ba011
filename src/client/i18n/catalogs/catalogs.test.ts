// Every interface catalog (one file per group and language, found in this
// folder) against its English source: the same keys, valid ICU with the same
// arguments, plurals and selects, translated rather than copied, and the
// browser's small formatter (format-message.ts) writing exactly what the
// reference implementation writes, in every language.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { argumentsOf, words } from '@shared/i18n/icu-arguments';
import { INTL_TAG, LOCALES, type Locale } from '@shared/i18n/locales';
import { formatMessage } from '@/lib/i18n/format-message';

type Catalog = Record<string, string>;
const folder = fileURLToPath(new URL('.', import.meta.url));
const groups = readdirSync(folder)
  .map((file) => /^([a-z-]+)\.en\.ts$/.exec(file)?.[1])
  .filter((group): group is string => group !== undefined);

async function catalogOf(group: string, locale: Locale): Promise<Catalog> {
  const module = (await import(`./${group}.${locale}.ts`)) as Record<string, Catalog>;
  const [catalog] = Object.values(module);
  if (!catalog) throw new Error(`${group}.${locale}.ts exports no catalog`);
  return catalog;
}

// Every argument of the message as a number that reaches each plural branch
// (one, few, many, other) and the digit grouping of large numbers.
const samplesFor = (message: string) =>
  [0, 1, 2, 5, 21, 1500].map((n) =>
    Object.fromEntries([...argumentsOf(parse(message))].map((argument) => [argument.split(':')[0] ?? '', n])),
  );

describe.each(groups)('the %s interface catalogs', (group) => {
  it.each(LOCALES)('%s has every key of English and no other, with the same ICU arguments', async (locale) => {
    const english = await catalogOf(group, 'en');
    const own = await catalogOf(group, locale);
    expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
    for (const [key, source] of Object.entries(english)) {
      expect([key, [...argumentsOf(parse(own[key] ?? ''))].sort()]).toEqual([key, [...argumentsOf(parse(source))].sort()]);
    }
  });

  it.each(LOCALES)('%s: the browser formats every message as the reference implementation does', async (locale) => {
    for (const [key, message] of Object.entries(await catalogOf(group, locale))) {
      for (const values of samplesFor(message)) {
        const reference = String(new IntlMessageFormat(message, INTL_TAG[locale], undefined, { ignoreTag: true }).format(values));
        expect([key, formatMessage(message, INTL_TAG[locale], values)]).toEqual([key, reference]);
      }
    }
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s translates every sentence rather than copying the English', async (locale) => {
    const english = await catalogOf(group, 'en');
    const own = await catalogOf(group, locale);
    expect(Object.keys(english).filter((key) => words(english[key] ?? '') > 2 && own[key] === english[key])).toEqual([]);
  });
});

describe('each language chunk', () => {
  // A group sits in the public chunk or in the signed-in one (docs/decisions/0078-signed-in-catalogs.md),
  // which the build makes for every configured language (scripts/catalog-chunks.ts).
  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s carries every group', async (locale) => {
    const { messages: publicChunk } = (await import(`virtual:catalogs/messages.${locale}.js`)) as { messages: Catalog };
    const { messages: signedInChunk } = (await import(`virtual:catalogs/app-messages.${locale}.js`)) as { messages: Catalog };
    for (const group of groups) expect({ ...publicChunk, ...signedInChunk }).toMatchObject(await catalogOf(group, locale));
  });
});
