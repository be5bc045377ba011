// Every language's page texts, for the server, which writes the heads of
// pages in all of them (the browser gets its language's with its catalog).
// Each is found by its file's name, pages.<code>.ts (catalog-files.ts);
// English is the texts' own source (src/shared/domain/public-page-texts.ts).
import { catalogsByLocale } from './catalog-files.js';
import { LOCALES, type Locale } from './locales.js';

export const PAGE_CATALOGS: Record<Locale, Readonly<Record<string, string>>> = {
  ...(await catalogsByLocale(
    'pages',
    (code) => import(`./catalogs/pages.${code}.ts`),
    LOCALES.filter((code) => code !== 'en'),
  )),
  en: {},
};
