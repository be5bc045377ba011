// Messages are ICU MessageFormat (plurals, selects, arguments), formatted by
// intl-messageformat, the reference implementation for JavaScript. A compiled
// message is kept per language and key: compiling costs far more than
// formatting, and the set of keys is fixed (docs/decisions/0068-languages.md).
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, INTL_TAG, type Locale } from './locales.js';

export type MessageValues = Record<string, string | number>;

export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

// catalogs.en is the source; a key, or a language, missing elsewhere falls back to it.
export function createTranslator<K extends string>(
  catalogs: { en: Record<K, string> } & Partial<Record<Locale, Partial<Record<K, string>>>>,
) {
  const compiled = new Map<string, IntlMessageFormat>();
  return function translatorFor(locale: Locale): Translate<K> {
    return (key, values) => {
      const own = catalogs[locale]?.[key];
      const language = own === undefined ? DEFAULT_LOCALE : locale;
      const cacheKey = `${language}\u0000${key}`;
      let message = compiled.get(cacheKey);
      if (!message) {
        message = new IntlMessageFormat(own ?? catalogs.en[key], INTL_TAG[language], undefined, { ignoreTag: true });
        compiled.set(cacheKey, message);
      }
      return String(message.format(values));
    };
  };
}
