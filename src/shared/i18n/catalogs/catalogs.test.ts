// Every catalog of every language against the English source: each key there
// (the type checker sees to it too), each message valid ICU MessageFormat by
// the reference parser, with the same arguments, plurals and selects, and
// translated rather than copied.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { argumentsOf, words } from '../icu-arguments.js';
import { catalogsByLocale } from '../catalog-files.js';
import { LOCALES } from '../locales.js';

// Every group of this folder (each <group>.en.ts), in every configured language,
// found by the files' names as the server finds them (catalog-files.ts): a
// language without a group's file fails here by the file's name.
const folder = fileURLToPath(new URL('.', import.meta.url));
const groups = readdirSync(folder)
  .map((file) => /^([a-z-]+)\.en\.ts$/.exec(file)?.[1])
  .filter((group): group is string => group !== undefined);
const catalogs = Object.fromEntries(
  await Promise.all(
    groups.map(async (group) => [group, await catalogsByLocale(group, (code) => import(`./${group}.${code}.ts`))] as const),
  ),
) as Record<string, Record<(typeof LOCALES)[number], Record<string, string>>>;

it('finds the e-mail, calendar and pages catalogs', () => {
  expect(groups.sort()).toEqual(['calendar', 'emails', 'pages']);
});

describe.each(Object.entries(catalogs))('the %s catalogs', (_name, byLocale) => {
  const source = byLocale.en;

  it.each(LOCALES)('%s has every key of English and no other', (locale) => {
    expect(Object.keys(byLocale[locale]).sort()).toEqual(Object.keys(source).sort());
  });

  it.each(LOCALES)('%s: every message is valid ICU with the arguments of the English one', (locale) => {
    for (const [key, english] of Object.entries(source)) {
      const message = byLocale[locale][key] ?? '';
      const expected = [...argumentsOf(parse(english))].sort();
      expect([key, [...argumentsOf(parse(message))].sort()]).toEqual([key, expected]);
    }
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s translates every sentence rather than copying the English', (locale) => {
    const copied = Object.entries(source).filter(([key, english]) => words(english) > 2 && byLocale[locale][key] === english);
    expect(copied.map(([key]) => key)).toEqual([]);
  });
});
