// The modules scripts/catalog-chunks.ts makes from the catalog files.
declare module 'virtual:catalogs/loaders' {
  import type { Locale } from '@shared/i18n/locales';

  type Loaders = Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Readonly<Record<string, string>> }>>;
  export const PUBLIC_LOADERS: Loaders;
  export const SIGNED_IN_LOADERS: Loaders;
}

// One language's public chunk and its signed-in chunk ("messages.de.js", "app-messages.de.js").
declare module 'virtual:catalogs/messages.*' {
  export const messages: Readonly<Record<string, string>>;
}
declare module 'virtual:catalogs/app-messages.*' {
  export const messages: Readonly<Record<string, string>>;
}
