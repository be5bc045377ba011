// Every language's page texts, for the server, which writes the heads of
// pages in all of them (the browser gets its language's with its catalog).
import type { Locale } from './locales.js';
import { pagesDe } from './catalogs/pages.de.js';
import { pagesEs } from './catalogs/pages.es.js';

export const PAGE_CATALOGS: Record<Locale, Readonly<Record<string, string>>> = {
  en: {},
  de: pagesDe,
  es: pagesEs,
};
