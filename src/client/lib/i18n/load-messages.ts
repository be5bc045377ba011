// Each language's catalog is its own chunk, fetched only by a reader of that
// language: the first download of a page grows by the one catalog it needs,
// never with the number of languages (DECISIONS section 16). The signed-in
// pages' groups are a second chunk, fetched with the signed-in routes
// (docs/decisions/0078-signed-in-catalogs.md).
import type { Locale } from '@shared/i18n/locales';
import type { Messages } from './i18n-context';
import { setEnglishSentences } from './translate-sentence';

type Loaders = Record<Exclude<Locale, 'en'>, () => Promise<Messages>>;

const PUBLIC_LOADERS: Loaders = {
  de: () => import('@/i18n/messages.de').then(({ messages }) => messages),
  es: () => import('@/i18n/messages.es').then(({ messages }) => messages),
};

const SIGNED_IN_LOADERS: Loaders = {
  de: () => import('@/i18n/app-messages.de').then(({ messages }) => messages),
  es: () => import('@/i18n/app-messages.es').then(({ messages }) => messages),
};

const EMPTY: Messages = {};

// The schemas' and the server's English sentences come with the first
// catalog of another language, so the forms can show them translated
// (docs/decisions/0082-sentences-from-the-server-and-the-schemas.md).
function loadEnglishSentences(): Promise<void> {
  return import('./english-sentences').then(({ ENGLISH_SENTENCES }) => setEnglishSentences(ENGLISH_SENTENCES));
}

export function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return Promise.resolve(EMPTY);
  return Promise.all([PUBLIC_LOADERS[locale](), loadEnglishSentences()]).then(([messages]) => messages);
}

export function loadSignedInMessages(locale: Locale): Promise<Messages> {
  return locale === 'en' ? Promise.resolve(EMPTY) : SIGNED_IN_LOADERS[locale]();
}
