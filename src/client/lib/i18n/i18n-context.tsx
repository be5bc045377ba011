// The reader's language for the interface (docs/decisions/0075-interface-languages.md).
// English texts travel with the code that shows them (each component imports
// its group's English catalog), so the first download of a page is what it
// was before languages; another language is one catalog of every group,
// loaded before the page renders (load-messages.ts), on the server as in the
// browser, so the HTML and the hydrated page agree.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, INTL_TAG, type Locale } from '@shared/i18n/locales';
import { formatMessage, type MessageValues } from './format-message';

export type Messages = Readonly<Record<string, string>>;

type I18n = { locale: Locale; messages: Messages };

const I18nContext = createContext<I18n>({ locale: DEFAULT_LOCALE, messages: {} });

export function I18nProvider({ locale, messages, children }: I18n & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}

// Finds a schema's or the server's English sentence and writes it in the
// reader's language (sentence-translator.ts). Set by the German and Spanish
// chunks when they load (english-sentences.ts), so English pages never carry
// it. Kept here, in the entry, because the build copies small modules shared
// by pages into each page's chunk, and state in such a module would exist once
// per copy (vite.config.ts, experimentalInlineCommonChunks).
export type SentenceTranslator = (text: string, locale: Locale, messages: Messages) => string;
let sentenceTranslator: SentenceTranslator | undefined;
export const setSentenceTranslator = (translate: SentenceTranslator): void => {
  sentenceTranslator = translate;
};
export const currentSentenceTranslator = (): SentenceTranslator | undefined => sentenceTranslator;

export function useMessages(): Messages {
  return useContext(I18nContext).messages;
}

export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

// t(key) in the reader's language; a text missing there falls back to English
// (catalogs.test.ts fails first).
export function useT<K extends string>(english: Readonly<Record<K, string>>): Translate<K> {
  const { locale, messages } = useContext(I18nContext);
  return useMemo(() => {
    const tag = INTL_TAG[locale];
    return (key: K, values?: MessageValues) => {
      const own = locale === DEFAULT_LOCALE ? undefined : messages[key];
      return formatMessage(own ?? english[key], own === undefined ? INTL_TAG[DEFAULT_LOCALE] : tag, values);
    };
  }, [english, locale, messages]);
}
