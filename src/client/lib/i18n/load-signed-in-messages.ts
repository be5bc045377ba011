// The signed-in pages' groups, a second chunk per language
// (docs/decisions/0078-signed-in-catalogs.md). Apart from load-messages.ts so
// that only the signed-in routes (signed-in-catalog.tsx) carry these loaders,
// not the first download of every public page.
import type { Locale } from '@shared/i18n/locales';
import type { Messages } from './i18n-context';
import type { Loaders } from './load-messages';

const SIGNED_IN_LOADERS: Loaders = {
  de: () => import('@/i18n/app-messages.de').then(({ messages }) => messages),
  es: () => import('@/i18n/app-messages.es').then(({ messages }) => messages),
};

const EMPTY: Messages = {};

export function loadSignedInMessages(locale: Locale): Promise<Messages> {
  return locale === 'en' ? Promise.resolve(EMPTY) : SIGNED_IN_LOADERS[locale]();
}
