// Heads of the pages with fixed texts, and the one every other address gets
// (signed-in pages, unknown addresses): the site's name, no canonical link.
import {
  defaultDescriptionIn,
  documentTitle,
  publicPageMetaIn,
  taglineIn,
  type PublicPagePath,
} from '../../../shared/domain/public-pages.js';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales.js';
import { PAGE_CATALOGS } from '../../../shared/i18n/page-catalogs.js';
import type { PageHead } from './head-html.js';
import { absoluteUrl } from './site-origin.js';

export function staticPageHead(
  path: PublicPagePath,
  {
    origin,
    appName,
    canonicalPath = path,
    locale = DEFAULT_LOCALE,
  }: { origin: string; appName: string; canonicalPath?: string; locale?: Locale },
): PageHead {
  // In the page's language (src/shared/domain/public-page-texts.ts).
  const catalog = PAGE_CATALOGS[locale];
  const page = publicPageMetaIn(path, catalog);
  const title = documentTitle(page.title, appName, taglineIn(catalog));
  const url = absoluteUrl(origin, canonicalPath);
  return {
    title,
    description: page.description,
    canonical: url,
    openGraph: [
      ['og:type', 'website'],
      ['og:site_name', appName],
      ['og:title', page.title ?? title],
      ['og:description', page.description],
      ['og:url', url],
    ],
    twitter: [['twitter:card', 'summary']],
  };
}

export function defaultHead(appName: string, options: { notFound?: boolean; locale?: Locale } = {}): PageHead {
  const catalog = PAGE_CATALOGS[options.locale ?? DEFAULT_LOCALE];
  return {
    title: documentTitle(undefined, appName, taglineIn(catalog)),
    description: defaultDescriptionIn(catalog),
    ...(options.notFound ? { robots: 'noindex' } : {}),
  };
}

// The directory's canonical address keeps only its page number: the filters
// show subsets of the same list.
export function directoryCanonicalPath(query: unknown): string {
  const page = Number((query as { page?: unknown } | undefined)?.page);
  return Number.isInteger(page) && page > 1 ? `/coaches?page=${page}` : '/coaches';
}
