import { useEffect } from 'react';
import { DEFAULT_DESCRIPTION, documentTitle, PUBLIC_PAGES, type PublicPagePath } from '@shared/domain/public-page-texts';

// The page the server wrote the head for. Its canonical link, preview tags
// and structured data (marked data-page-head) describe that page alone.
const SERVED_PATH = typeof window === 'undefined' ? '' : window.location.pathname;
let servedHeadRemoved = false;

function removeServedHead() {
  if (servedHeadRemoved) return;
  servedHeadRemoved = true;
  for (const element of document.head.querySelectorAll('[data-page-head]')) element.remove();
}

// Every page names itself for the browser tab, bookmarks and search engines;
// the public pages' texts come from src/shared/domain/public-pages.ts, which
// the server uses for the HTML it sends (docs/decisions/0030-sharing-and-search.md).
export function usePageMeta(title: string | undefined, description: string = DEFAULT_DESCRIPTION) {
  useEffect(() => {
    document.title = documentTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
    if (window.location.pathname !== SERVED_PATH) removeServedHead();
  }, [title, description]);
}

// A public page names itself with the texts the server wrote into its head.
export function usePublicPageMeta(path: PublicPagePath) {
  usePageMeta(PUBLIC_PAGES[path].title, PUBLIC_PAGES[path].description);
}
