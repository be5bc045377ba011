// Each language's catalog is its own chunk, fetched only by a reader of that
// language: the first download of a page grows by the one catalog it needs,
// never with the number of languages (DECISIONS section 16). The signed-in
// pages' groups are a second chunk, fetched with the signed-in routes
// (load-signed-in-messages.ts, docs/decisions/0078-signed-in-catalogs.md).
// The build makes the chunks and their loaders for every configured language
// from the catalog files' names (scripts/catalog-chunks.ts,
// docs/decisions/0083-adding-a-language.md).
import { PUBLIC_LOADERS } from 'virtual:catalogs/loaders';
import type { Locale } from '@shared/i18n/locales';
import type { Messages } from './i18n-context';

export function loadMessages(locale: Locale): Promise<Messages> {
  return locale === 'en' ? Promise.resolve({}) : PUBLIC_LOADERS[locale]().then((chunk) => chunk.messages);
}
