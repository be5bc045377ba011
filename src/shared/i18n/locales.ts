// The languages Stillpoint speaks (DECISIONS section 16), one line each: the
// code (the catalog files' suffix and the pages' address prefix), the tag Intl
// formats with (the region decides conventions such as the order of day and
// month, so each language names the one its catalog is written for) and its
// name in itself, as language pickers show it. English is the source: every
// other catalog has each of its keys, and a text missing in a language falls
// back to English (a test fails first). Adding a language is one catalog file
// per catalog group and one line here (docs/product/languages.md "Adding a language",
// docs/decisions/0083-adding-a-language.md); the lines' order is the language
// pickers' order.
export const LANGUAGES = {
  en: { intlTag: 'en-US', name: 'English' },
  de: { intlTag: 'de-DE', name: 'Deutsch' },
  es: { intlTag: 'es-ES', name: 'Español' },
} as const;

export type Locale = keyof typeof LANGUAGES;

export const LOCALES = Object.keys(LANGUAGES) as [Locale, ...Locale[]];
export const DEFAULT_LOCALE: Locale = 'en';

// A visitor's chosen language (the switcher), read by the server when they
// register, so their account starts in it.
export const LANGUAGE_COOKIE = 'lang';

// Filled by a loop rather than derived with Object.fromEntries: the fewest
// bytes in the first download of every page (docs/decisions/0083-adding-a-language.md).
export const INTL_TAG = {} as Record<Locale, string>;

export const LOCALE_NAMES = {} as Record<Locale, string>;

for (const code of LOCALES) {
  INTL_TAG[code] = LANGUAGES[code].intlTag;
  LOCALE_NAMES[code] = LANGUAGES[code].name;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

// The best supported language of an Accept-Language header ("de-AT,de;q=0.9,en;q=0.5"):
// the highest quality first, a region matched by its language, English when none is spoken.
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.quality > 0 && !Number.isNaN(entry.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}
