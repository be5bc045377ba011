// Heads of the pages with fixed texts, and the one every other address gets
// (signed-in pages, unknown addresses): the site's name, no canonical link.
import { DEFAULT_DESCRIPTION, documentTitle, PUBLIC_PAGES, type PublicPagePath } from '../../../shared/domain/public-pages.js';
import type { PageHead } from './head-html.js';
import { absoluteUrl } from './site-origin.js';

export function staticPageHead(
  path: PublicPagePath,
  { origin, appName, canonicalPath = path }: { origin: string; appName: string; canonicalPath?: string },
): PageHead {
  const page = PUBLIC_PAGES[path];
  const title = documentTitle(page.title, appName);
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

export function defaultHead(appName: string, options: { notFound?: boolean } = {}): PageHead {
  return { title: documentTitle(undefined, appName), description: DEFAULT_DESCRIPTION, ...(options.notFound ? { robots: 'noindex' } : {}) };
}

// The directory's canonical address keeps only its page number: the filters
// show subsets of the same list.
export function directoryCanonicalPath(query: unknown): string {
  const page = Number((query as { page?: unknown } | undefined)?.page);
  return Number.isInteger(page) && page > 1 ? `/coaches?page=${page}` : '/coaches';
}
