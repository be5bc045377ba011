import { useEffect } from 'react';
import { APP_NAME, documentTitle, type PublicPagePath } from '@shared/domain/public-page-texts';
import { DEFAULT_LOCALE } from '@shared/i18n/locales';
import { defaultDescriptionIn, publicPageMetaIn, taglineIn } from '@shared/i18n/page-meta';
import { useLocale, useMessages, type Messages } from './i18n/i18n-context';

// The page the server wrote the head for. Its canonical link, preview tags
// and structured data (marked data-page-head) describe that page alone.
const SERVED_PATH = typeof window === 'undefined' ? '' : window.location.pathname;
let servedHeadRemoved = false;

function removeServedHead() {
  if (servedHeadRemoved) return;
  servedHeadRemoved = true;
  for (const element of document.head.querySelectorAll('[data-page-head]')) element.remove();
}

// The reader's catalog with the pages' texts, none for English.
function usePageCatalog(): Messages | undefined {
  const locale = useLocale();
  const messages = useMessages();
  return locale === DEFAULT_LOCALE ? undefined : messages;
}

// Every page names itself for the browser tab, bookmarks and search engines;
// the public pages' texts come from src/shared/domain/public-pages.ts, which
// the server uses for the HTML it sends (docs/decisions/0030-sharing-and-search.md),
// in the reader's language (src/shared/i18n/page-meta.ts).
export function usePageMeta(title: string | undefined, description?: string) {
  const catalog = usePageCatalog();
  const tagline = taglineIn(catalog);
  const text = description ?? defaultDescriptionIn(catalog);
  useEffect(() => {
    document.title = documentTitle(title, APP_NAME, tagline);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = text;
    if (window.location.pathname !== SERVED_PATH) removeServedHead();
  }, [title, text, tagline]);
}

// A public page names itself with the texts the server wrote into its head.
export function usePublicPageMeta(path: PublicPagePath) {
  const meta = publicPageMetaIn(path, usePageCatalog());
  usePageMeta(meta.title, meta.description);
}
