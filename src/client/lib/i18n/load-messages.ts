// Each language's catalog is its own chunk, fetched only by a reader of that
// language: the first download of a page grows by the one catalog it needs,
// never with the number of languages (DECISIONS section 16).
import type { Locale } from '@shared/i18n/locales';
import type { Messages } from './i18n-context';

const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<Messages>> = {
  de: () => import('@/i18n/messages.de').then(({ messages }) => messages),
  es: () => import('@/i18n/messages.es').then(({ messages }) => messages),
};

const EMPTY: Messages = {};

export function loadMessages(locale: Locale): Promise<Messages> {
  return locale === 'en' ? Promise.resolve(EMPTY) : LOADERS[locale]();
}
