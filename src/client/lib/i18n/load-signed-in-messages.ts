// The signed-in pages' groups, a second chunk per language
// (docs/decisions/0078-signed-in-catalogs.md). Apart from load-messages.ts so
// that only the signed-in routes (signed-in-catalog.tsx) carry these loaders,
// not the first download of every public page; the build writes them in
// (scripts/catalog-chunks.ts).
import { SIGNED_IN_LOADERS } from 'virtual:catalogs/loaders';
import type { Locale } from '@shared/i18n/locales';
import type { Messages } from './i18n-context';

export function loadSignedInMessages(locale: Locale): Promise<Messages> {
  return locale === 'en' ? Promise.resolve({}) : SIGNED_IN_LOADERS[locale]().then((chunk) => chunk.messages);
}
