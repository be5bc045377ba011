// Public pages have one address per language (DECISIONS section 16): English
// without a prefix, every other language under /<locale>/. The server routes
// and the browser's router both read the language from the address here.
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.js';

export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

// The router's base for a language: '' for English, '/de' for German.
export function localeBase(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

// "/de/coaches/4" -> de and "/coaches/4"; "/coaches" -> en and "/coaches".
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of PREFIXED_LOCALES) {
    const base = localeBase(locale);
    if (pathname === base) return { locale, path: '/' };
    if (pathname.startsWith(`${base}/`)) return { locale, path: pathname.slice(base.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

// The address of a page (without prefix) in a language: "/" in German is "/de".
export function localizedPath(locale: Locale, path: string): string {
  const base = localeBase(locale);
  if (!base) return path;
  return path === '/' ? base : path.startsWith('/?') ? `${base}${path.slice(1)}` : `${base}${path}`;
}
