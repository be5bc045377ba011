// Each language's catalog is its own chunk, fetched only by a reader of that
// language: the first download of a page grows by the one catalog it needs,
// never with the number of languages (DECISIONS section 16). The signed-in
// pages' groups are a second chunk, fetched with the signed-in routes
// (load-signed-in-messages.ts, docs/decisions/0078-signed-in-catalogs.md).
import type { Locale } from '@shared/i18n/locales';
import type { Messages } from './i18n-context';

export type Loaders = Record<Exclude<Locale, 'en'>, () => Promise<Messages>>;

const PUBLIC_LOADERS: Loaders = {
  de: () => import('@/i18n/messages.de').then(({ messages }) => messages),
  es: () => import('@/i18n/messages.es').then(({ messages }) => messages),
};

const EMPTY: Messages = {};

export function loadMessages(locale: Locale): Promise<Messages> {
  return locale === 'en' ? Promise.resolve(EMPTY) : PUBLIC_LOADERS[locale]();
}
