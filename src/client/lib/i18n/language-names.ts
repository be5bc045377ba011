import { INTL_TAG, type Locale } from '@shared/i18n/locales';

// A language's name in the reader's language ("German", "Deutsch", "alemán"),
// from Intl, so the fixed list of coaching languages needs no catalog entries.
export function languageName(code: string, locale: Locale): string {
  return new Intl.DisplayNames([INTL_TAG[locale]], { type: 'language' }).of(code) ?? code;
}

// "English and German", "Englisch und Deutsch", "inglés y alemán".
export function languageList(codes: readonly string[], locale: Locale): string {
  return new Intl.ListFormat([INTL_TAG[locale]], { type: 'conjunction' }).format(codes.map((code) => languageName(code, locale)));
}
