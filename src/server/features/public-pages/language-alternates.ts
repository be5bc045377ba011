// A public page's address in every language (English without a prefix,
// /de/..., /es/...), for the hreflang links in its head and in the sitemap;
// x-default, for a reader of none of them, is the English page
// (docs/decisions/0075-interface-languages.md).
import { localizedPath } from '../../../shared/i18n/locale-path.js';
import { DEFAULT_LOCALE, LOCALES } from '../../../shared/i18n/locales.js';
import { absoluteUrl } from './site-origin.js';

export type Alternate = { hreflang: string; href: string };

// path: the page's address without a prefix ("/coaches/4").
export function languageAlternates(origin: string, path: string): Alternate[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: absoluteUrl(origin, localizedPath(locale, path)) })),
    { hreflang: 'x-default', href: absoluteUrl(origin, localizedPath(DEFAULT_LOCALE, path)) },
  ];
}
