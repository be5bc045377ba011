// A sentence written in English by the shared schemas or the server, in the
// reader's language where the catalogs know it; any other text as it is.
// FieldError, FormAlert, ProblemText, LoadError and the toasts pass their
// text through here, so every form shows its schema's and the server's
// messages in the reader's language without a line of its own
// (docs/decisions/0082-sentences-from-the-server-and-the-schemas.md).
// The finding itself (sentence-translator.ts) comes with a German or Spanish
// catalog; an English page has nothing to translate and never loads it.
import { useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { currentSentenceTranslator, useLocale, useMessages, type Messages } from './i18n-context';

export function translateSentence(text: string, locale: Locale, messages: Messages): string {
  const translator = currentSentenceTranslator();
  return locale === DEFAULT_LOCALE || !translator ? text : translator(text, locale, messages);
}

export function useTranslateSentence(): (text: string) => string {
  const locale = useLocale();
  const messages = useMessages();
  return useMemo(() => (text: string) => translateSentence(text, locale, messages), [locale, messages]);
}

// A component's children in the reader's language when they are one string.
export function useSentenceNode(node: ReactNode): ReactNode {
  const translate = useTranslateSentence();
  return typeof node === 'string' ? translate(node) : node;
}
