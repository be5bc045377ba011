import { useEffect } from 'react';
import { APP_NAME, DEFAULT_DESCRIPTION, documentTitle, pageMetaIn, type PublicPage } from '@shared/domain/public-page-texts';
import { useMessages } from './i18n/i18n-context';

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
// the server uses for the HTML it sends (docs/decisions/0030-sharing-and-search.md),
// in the reader's language.
export function usePageMeta(title: string | undefined, description?: string) {
  // English readers have no catalog: the English texts are the fallback.
  const catalog = useMessages();
  const name = documentTitle(title, APP_NAME, catalog['pages.tagline']);
  const text = description ?? catalog['pages.default.description'] ?? DEFAULT_DESCRIPTION;
  useEffect(() => {
    document.title = name;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = text;
    if (window.location.pathname !== SERVED_PATH) removeServedHead();
  }, [name, text]);
}

// A public page names itself with the texts the server wrote into its head.
export function usePublicPageMeta(page: PublicPage) {
  const meta = pageMetaIn(page, useMessages());
  usePageMeta(meta.title, meta.description);
}
