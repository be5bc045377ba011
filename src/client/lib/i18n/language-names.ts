import { INTL_TAG, type Locale } from '@shared/i18n/locales';

// Built once per language: the directory's filter names every coaching
// language on each render, and building Intl.DisplayNames costs far more than asking it.
const displayNames = new Map<Locale, Intl.DisplayNames>();

// A language's name in the reader's language ("German", "Deutsch", "alemán"),
// from Intl, so the fixed list of coaching languages needs no catalog entries.
export function languageName(code: string, locale: Locale): string {
  let names = displayNames.get(locale);
  if (!names) displayNames.set(locale, (names = new Intl.DisplayNames([INTL_TAG[locale]], { type: 'language' })));
  return names.of(code) ?? code;
}

// "English and German", "Englisch und Deutsch", "inglés y alemán".
export function languageList(codes: readonly string[], locale: Locale): string {
  return new Intl.ListFormat([INTL_TAG[locale]], { type: 'conjunction' }).format(codes.map((code) => languageName(code, locale)));
}
