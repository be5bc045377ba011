// A public page's title and description in the reader's language: German and
// Spanish from their `pages` catalog, English (and any text a catalog lacks)
// from src/shared/domain/public-page-texts.ts. The server writes them into the
// head it sends, the browser keeps them while the reader navigates.
import { DEFAULT_DESCRIPTION, PUBLIC_PAGES, type PageMeta, type PublicPagePath } from '../domain/public-page-texts.js';

type Catalog = Readonly<Record<string, string>> | undefined;

const slug = (path: PublicPagePath) => (path === '/' ? 'home' : path.slice(1));

export function publicPageMetaIn(path: PublicPagePath, catalog: Catalog): PageMeta {
  const english = PUBLIC_PAGES[path];
  return {
    title: english.title === undefined ? undefined : (catalog?.[`pages.${slug(path)}.title`] ?? english.title),
    description: catalog?.[`pages.${slug(path)}.description`] ?? english.description,
  };
}

export function defaultDescriptionIn(catalog: Catalog): string {
  return catalog?.['pages.default.description'] ?? DEFAULT_DESCRIPTION;
}

// "mindfulness coaching", the home page's title after the site's name.
export function taglineIn(catalog: Catalog): string | undefined {
  return catalog?.['pages.tagline'];
}
